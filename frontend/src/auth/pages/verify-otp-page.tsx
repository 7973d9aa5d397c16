import { useMutation } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { formFieldErrors, useErrorText, useTextSource } from "../../common/error-text";
import { PageTitle } from "../../common/page-title";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import { required } from "../components/auth-rules";
import formStyles from "../components/auth-form.module.css";
import { AuthScreenHeader, authStyles } from "../components/auth-screen";
import { emailFromState } from "../components/navigation-state";
import { SubmitButton } from "../components/submit-button";
import { TextField } from "../components/text-field";
import { useLightForm } from "../components/use-light-form";

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

const onlyDigits = (value: string) => value.replace(/\D/g, "");

/**
 * /auth/verify-otp, reached with { email } in navigation state (from register, or from a login
 * of an unverified account). Without it: 'Email is missing. Please register again.' and back
 * to register. Success goes to login with the e-mail filled in.
 */
export function VerifyOtpPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const texts = useTextSource();
  const location = useLocation();
  const navigate = useNavigate();
  const email = emailFromState(location.state);
  const [verifyOtp, { loading: verifying }] = useMutation(VerifyOtpDocument);
  const [resendOtp, { loading: resending }] = useMutation(ResendOtpDocument);
  const form = useLightForm({ otp: { rules: [required(t("auth.otpRequired"))], normalize: onlyDigits } }, { otp: "" });
  const warned = useRef(false);

  useEffect(() => {
    if (email || warned.current) return;
    warned.current = true;
    toast.error(t("auth.emailMissing"));
    navigate("/auth/register", { replace: true });
  }, [email, navigate, t]);

  if (!email) return null;

  const onValid = async ({ otp }: { otp: string }) => {
    if (verifying) return;
    try {
      const { data } = await verifyOtp({ variables: { input: { email, otp: otp.trim() } } });
      if (!data) throw new Error("empty verify answer");
      toast.success(t("auth.verified"));
      navigate("/auth/login", { replace: true, state: { email } });
    } catch (error) {
      toast.error(errorText(error, t("auth.otpFailed")));
      form.showErrors(formFieldErrors(texts, error, ["otp"]));
    }
  };

  const onResend = async () => {
    try {
      const { data } = await resendOtp({ variables: { input: { email } } });
      if (data) toast.success(t("auth.codeResent"));
    } catch (error) {
      toast.error(errorText(error, t("app.somethingWentWrong")));
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
      <form className={formStyles.form} name="verify-otp" noValidate onSubmit={form.handleSubmit(onValid)}>
        <TextField label={t("auth.enterOtp")} field={form.field("otp")} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        <SubmitButton busy={verifying}>{t("auth.verify")}</SubmitButton>
      </form>
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
