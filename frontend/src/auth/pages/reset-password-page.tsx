import { useMutation } from "@apollo/client/react";
import { Button, Form } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router-dom";
import { serverMessage } from "../../common/graphql-errors";
import { graphql } from "../../gql";
import { newPasswordRules } from "../components/auth-rules";
import { AuthScreenHeader, FormMessage, authStyles } from "../components/auth-screen";
import { PasswordInput } from "../components/password-input";
import { PageTitle } from "../../common/page-title";

const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

/** Spec §4 and §9: after a successful reset, the login page follows after 1.5 seconds. */
export const REDIRECT_AFTER_RESET_MS = 1500;

interface ResetValues {
  password: string;
}

/** /auth/reset-password/{token}: 'Reset Password' ('Resetting...' while busy). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const [resetPassword, { loading }] = useMutation(ResetPasswordDocument);
  const [result, setResult] = useState<{ error?: string; success?: string }>({});

  useEffect(() => {
    if (!result.success) return undefined;
    const timer = window.setTimeout(() => navigate("/auth/login", { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [result.success, navigate]);

  const onFinish = async ({ password }: ResetValues) => {
    setResult({});
    try {
      const { data } = await resetPassword({ variables: { input: { token, password } } });
      if (!data) throw new Error("empty reset-password answer");
      setResult({ success: data.resetPassword.message });
    } catch (error) {
      setResult({ error: serverMessage(error) ?? t("auth.resetFailed") });
    }
  };

  return (
    <>
      <PageTitle page={t("auth.resetTitle")} />
      <AuthScreenHeader title={t("auth.resetTitle")} intro={t("auth.resetIntro")} />
      <Form<ResetValues> name="reset-password" layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item
          label={t("auth.newPassword")}
          name="password"
          extra={t("auth.passwordRule")}
          rules={newPasswordRules(t, t("auth.newPasswordRequired"))}
        >
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" disabled={loading || Boolean(result.success)}>
          {loading ? t("auth.resetting") : t("auth.resetPassword")}
        </Button>
        <FormMessage error={result.error} success={result.success} />
      </Form>
      <p className={authStyles.footer}>
        <Link to="/auth/login">{t("auth.backToLogin")}</Link>
      </p>
    </>
  );
}
