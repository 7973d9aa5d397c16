import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useErrorText } from "../../common/error-text";
import { PageTitle } from "../../common/page-title";
import { graphql } from "../../gql";
import { emailRules } from "../components/auth-rules";
import formStyles from "../components/auth-form.module.css";
import { AuthScreenHeader, FormMessage, authStyles } from "../components/auth-screen";
import { SubmitButton } from "../components/submit-button";
import { TextField } from "../components/text-field";
import { useLightForm } from "../components/use-light-form";

const ForgotPasswordDocument = graphql(`
  mutation ForgotPassword($input: EmailInput!) {
    forgotPassword(input: $input) {
      message
    }
  }
`);

/** /auth/forgot-password: 'Send Reset Link' ('Sending...' while busy); the result shows under the form. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [forgotPassword, { loading }] = useMutation(ForgotPasswordDocument);
  const [result, setResult] = useState<{ error?: string; success?: string }>({});
  const form = useLightForm({ email: { rules: emailRules(t) } }, { email: "" });

  const onValid = async ({ email }: { email: string }) => {
    if (loading) return;
    setResult({});
    try {
      const { data } = await forgotPassword({ variables: { input: { email: email.trim() } } });
      if (!data) throw new Error("empty forgot-password answer");
      setResult({ success: t("auth.resetLinkSent") });
    } catch (error) {
      setResult({ error: errorText(error, t("auth.forgotFailed")) });
    }
  };

  return (
    <>
      <PageTitle page={t("auth.forgotTitle")} />
      <AuthScreenHeader title={t("auth.forgotTitle")} intro={t("auth.forgotIntro")} />
      <form className={formStyles.form} name="forgot-password" noValidate onSubmit={form.handleSubmit(onValid)}>
        <TextField label={t("auth.email")} field={form.field("email")} type="email" autoComplete="email" inputMode="email" />
        <div>
          <SubmitButton disabled={loading}>{loading ? t("auth.sending") : t("auth.sendResetLink")}</SubmitButton>
          <FormMessage error={result.error} success={result.success} />
        </div>
      </form>
      <p className={authStyles.footer}>
        <Link to="/auth/login">{t("auth.backToLogin")}</Link>
      </p>
    </>
  );
}
