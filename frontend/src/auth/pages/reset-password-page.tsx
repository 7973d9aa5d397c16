import { useMutation } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useErrorText } from "../../common/error-text";
import { PageTitle } from "../../common/page-title";
import { graphql } from "../../gql";
import { newPasswordRules } from "../components/auth-rules";
import formStyles from "../components/auth-form.module.css";
import { AuthScreenHeader, FormMessage, authStyles } from "../components/auth-screen";
import { PasswordField } from "../components/password-input";
import { SubmitButton } from "../components/submit-button";
import { useLightForm } from "../components/use-light-form";

const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

/** docs/architecture.md#behaviour, #constants: after a successful reset, the login page follows after 1.5 seconds. */
export const REDIRECT_AFTER_RESET_MS = 1500;

/** /auth/reset-password/{token}: 'Reset Password' ('Resetting...' while busy). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const [resetPassword, { loading }] = useMutation(ResetPasswordDocument);
  const [result, setResult] = useState<{ error?: string; success?: string }>({});
  const form = useLightForm({ password: { rules: newPasswordRules(t, t("auth.newPasswordRequired")) } }, { password: "" });

  useEffect(() => {
    if (!result.success) return undefined;
    const timer = window.setTimeout(() => navigate("/auth/login", { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [result.success, navigate]);

  const onValid = async ({ password }: { password: string }) => {
    if (loading || result.success) return;
    setResult({});
    try {
      const { data } = await resetPassword({ variables: { input: { token, password } } });
      if (!data) throw new Error("empty reset-password answer");
      setResult({ success: t("auth.passwordReset") });
    } catch (error) {
      setResult({ error: errorText(error, t("auth.resetFailed")) });
    }
  };

  return (
    <>
      <PageTitle page={t("auth.resetTitle")} />
      <AuthScreenHeader title={t("auth.resetTitle")} intro={t("auth.resetIntro")} />
      <form className={formStyles.form} name="reset-password" noValidate onSubmit={form.handleSubmit(onValid)}>
        <PasswordField
          label={t("auth.newPassword")}
          hint={t("auth.passwordRule")}
          field={form.field("password")}
          autoComplete="new-password"
        />
        <div>
          <SubmitButton disabled={loading || Boolean(result.success)}>
            {loading ? t("auth.resetting") : t("auth.resetPassword")}
          </SubmitButton>
          <FormMessage error={result.error} success={result.success} />
        </div>
      </form>
      <p className={authStyles.footer}>
        <Link to="/auth/login">{t("auth.backToLogin")}</Link>
      </p>
    </>
  );
}
