import { useMutation } from "@apollo/client/react";
import { Button, Form, Input } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { serverMessage } from "../../common/graphql-errors";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import { AuthScreenHeader, authStyles } from "../components/auth-screen";
import { emailFromState } from "../components/navigation-state";
import { PageTitle } from "../../common/page-title";

const VerifyOtpDocument = graphql(`
  mutation VerifyOtp($input: VerifyOtpInput!) {
    verifyOtp(input: $input) {
      message
    }
  }
`);

const ResendOtpDocument = graphql(`
  mutation ResendOtp($input: EmailInput!) {
    resendOtp(input: $input) {
      message
    }
  }
`);

interface VerifyValues {
  otp: string;
}

/**
 * /auth/verify-otp, reached with { email } in navigation state (from register, or from a login
 * of an unverified account). Without it: 'Email is missing. Please register again.' and back
 * to register. Success goes to login with the e-mail filled in.
 */
export function VerifyOtpPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const email = emailFromState(location.state);
  const [verifyOtp, { loading: verifying }] = useMutation(VerifyOtpDocument);
  const [resendOtp, { loading: resending }] = useMutation(ResendOtpDocument);
  const warned = useRef(false);

  useEffect(() => {
    if (email || warned.current) return;
    warned.current = true;
    toast.error(t("auth.emailMissing"));
    navigate("/auth/register", { replace: true });
  }, [email, navigate, t]);

  if (!email) return null;

  const onFinish = async ({ otp }: VerifyValues) => {
    try {
      const { data } = await verifyOtp({ variables: { input: { email, otp: otp.trim() } } });
      if (!data) throw new Error("empty verify answer");
      toast.success(data.verifyOtp.message);
      navigate("/auth/login", { replace: true, state: { email } });
    } catch (error) {
      toast.error(serverMessage(error) ?? t("auth.otpFailed"));
    }
  };

  const onResend = async () => {
    try {
      const { data } = await resendOtp({ variables: { input: { email } } });
      if (data) toast.success(data.resendOtp.message);
    } catch (error) {
      toast.error(serverMessage(error) ?? t("app.somethingWentWrong"));
    }
  };

  return (
    <>
      <PageTitle page={t("auth.verifyTitle")} />
      <AuthScreenHeader
        title={t("auth.verifyTitle")}
        intro={
          <>
            {t("auth.otpSent")} <span className={authStyles.email}>{email}</span>
          </>
        }
      />
      <Form<VerifyValues> name="verify-otp" layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item
          label={t("auth.enterOtp")}
          name="otp"
          normalize={(value: string) => value.replace(/\D/g, "")}
          rules={[{ required: true, message: t("auth.otpRequired") }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={verifying}>
          {t("auth.verify")}
        </Button>
      </Form>
      <p className={authStyles.footer}>
        {t("auth.noCode")}{" "}
        <button type="button" className={authStyles.linkButton} onClick={onResend} disabled={resending}>
          {t("auth.resendCode")}
        </button>
      </p>
      <p className={authStyles.footer}>
        <Link to="/auth/login">{t("auth.backToLogin")}</Link>
      </p>
    </>
  );
}
