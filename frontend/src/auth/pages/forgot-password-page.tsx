import { useMutation } from "@apollo/client/react";
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { serverMessage } from "../../common/graphql-errors";
import { graphql } from "../../gql";
import { emailRules } from "../components/auth-rules";
import { AuthScreenHeader, FormMessage, authStyles } from "../components/auth-screen";
import { PageTitle } from "../../common/page-title";

const ForgotPasswordDocument = graphql(`
  mutation ForgotPassword($input: EmailInput!) {
    forgotPassword(input: $input) {
      message
    }
  }
`);

interface ForgotValues {
  email: string;
}

/** /auth/forgot-password: 'Send Reset Link' ('Sending...' while busy); the result shows under the form. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [forgotPassword, { loading }] = useMutation(ForgotPasswordDocument);
  const [result, setResult] = useState<{ error?: string; success?: string }>({});

  const onFinish = async ({ email }: ForgotValues) => {
    setResult({});
    try {
      const { data } = await forgotPassword({ variables: { input: { email: email.trim() } } });
      if (!data) throw new Error("empty forgot-password answer");
      setResult({ success: data.forgotPassword.message });
    } catch (error) {
      setResult({ error: serverMessage(error) ?? t("auth.forgotFailed") });
    }
  };

  return (
    <>
      <PageTitle page={t("auth.forgotTitle")} />
      <AuthScreenHeader title={t("auth.forgotTitle")} intro={t("auth.forgotIntro")} />
      <Form<ForgotValues> name="forgot-password" layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item label={t("auth.email")} name="email" rules={emailRules(t)}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" disabled={loading}>
          {loading ? t("auth.sending") : t("auth.sendResetLink")}
        </Button>
        <FormMessage error={result.error} success={result.success} />
      </Form>
      <p className={authStyles.footer}>
        <Link to="/auth/login">{t("auth.backToLogin")}</Link>
      </p>
    </>
  );
}
