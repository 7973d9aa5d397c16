import { useMutation } from "@apollo/client/react";
import { Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { CurrentUserDocument } from "../../common/current-user";
import { errorCode, serverMessage } from "../../common/graphql-errors";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import { emailRules, showServerFieldErrors } from "../components/auth-rules";
import { AuthScreenHeader, authStyles } from "../components/auth-screen";
import { PasswordInput } from "../components/password-input";
import { emailFromState } from "../components/navigation-state";
import { PageTitle } from "../../common/page-title";

const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      message
      user {
        id
        ...CurrentUser_User
      }
    }
  }
`);

interface LoginValues {
  email: string;
  password: string;
}

const FIELDS = ["email", "password"] as const;

/**
 * /auth/login. On success the user goes into the cache as `me`; the route guard then sends
 * them to the shop or the admin dashboard by role. An unverified account is sent to verify-otp.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const location = useLocation();
  // The user goes into the cache as `me` (the whole user: a mutation's `update` sees it unmasked).
  const [login, { loading }] = useMutation(LoginDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: CurrentUserDocument, data: { me: data.login.user } });
    },
  });

  const onFinish = async (values: LoginValues) => {
    const email = values.email.trim();
    try {
      const { data } = await login({ variables: { input: { email, password: values.password } } });
      if (!data) throw new Error("empty login answer");
      toast.success(data.login.message);
    } catch (error) {
      toast.error(serverMessage(error) ?? t("auth.loginFailed"));
      showServerFieldErrors(form, error, FIELDS);
      if (errorCode(error) === "EMAIL_NOT_VERIFIED") navigate("/auth/verify-otp", { state: { email } });
    }
  };

  return (
    <>
      <PageTitle page={t("auth.signIn")} />
      <AuthScreenHeader title={t("auth.loginTitle")} />
      <Form<LoginValues>
        form={form}
        name="login"
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: emailFromState(location.state) ?? "" }}
        onFinish={onFinish}
      >
        <Form.Item label={t("auth.email")} name="email" rules={emailRules(t)}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          label={t("auth.password")}
          name="password"
          rules={[{ required: true, message: t("auth.passwordRequired") }]}
        >
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <div className={authStyles.rowEnd}>
          <Link to="/auth/forgot-password">{t("auth.forgotPasswordLink")}</Link>
        </div>
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          {t("auth.signIn")}
        </Button>
      </Form>
      <p className={authStyles.footer}>
        {t("auth.noAccount")} <Link to="/auth/register">{t("auth.registerLink")}</Link>
      </p>
    </>
  );
}
