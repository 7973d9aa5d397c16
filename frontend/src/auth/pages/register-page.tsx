import { useMutation } from "@apollo/client/react";
import { Button, Checkbox, Form, Input } from "antd";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { serverMessage } from "../../common/graphql-errors";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import {
  PHONE_PATTERN,
  normalisePhone,
  USER_NAME_MAX,
  USER_NAME_MIN,
  emailRules,
  newPasswordRules,
  showServerFieldErrors,
} from "../components/auth-rules";
import { AuthScreenHeader, authStyles } from "../components/auth-screen";
import { PasswordInput } from "../components/password-input";
import { NewTabLink } from "../../common/new-tab-link";
import { PageTitle } from "../../common/page-title";

const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      message
      user {
        id
        email
      }
    }
  }
`);

interface RegisterValues {
  userName: string;
  email: string;
  phone: string;
  password: string;
  agree: boolean;
}

const FIELDS = ["userName", "email", "phone", "password"] as const;
const SIGN_UP_HINT_ID = "register-sign-up-hint";

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/**
 * /auth/register. Deviation (DESIGN §5): no auto-login; success goes to verify-otp with the
 * e-mail in navigation state.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const navigate = useNavigate();
  const [register, { loading }] = useMutation(RegisterDocument);
  const values = Form.useWatch([], form) as Partial<RegisterValues> | undefined;

  // Spec §5: Sign Up stays disabled until all four fields are filled and the terms box is ticked.
  const complete =
    filled(values?.userName) && filled(values?.email) && filled(values?.phone) && filled(values?.password) && values?.agree === true;

  const onFinish = async (input: RegisterValues) => {
    const email = input.email.trim();
    try {
      const { data } = await register({
        variables: { input: { userName: input.userName.trim(), email, phone: input.phone, password: input.password } },
      });
      if (!data) throw new Error("empty register answer");
      toast.success(data.register.message);
      navigate("/auth/verify-otp", { state: { email } });
    } catch (error) {
      toast.error(serverMessage(error) ?? t("auth.registerFailed"));
      showServerFieldErrors(form, error, FIELDS);
    }
  };

  return (
    <>
      <PageTitle page={t("auth.signUp")} />
      <AuthScreenHeader title={t("auth.registerTitle")} />
      <Form<RegisterValues> form={form} name="register" layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item
          label={t("auth.userName")}
          name="userName"
          rules={[
            { required: true, whitespace: true, message: t("auth.userNameRequired") },
            { min: USER_NAME_MIN, max: USER_NAME_MAX, message: t("auth.userNameRule") },
          ]}
        >
          <Input autoComplete="name" maxLength={USER_NAME_MAX} />
        </Form.Item>
        <Form.Item label={t("auth.email")} name="email" rules={emailRules(t)}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          label={t("auth.phone")}
          name="phone"
          extra={t("auth.phoneHint")}
          normalize={(value: string) => normalisePhone(value)}
          rules={[
            { required: true, message: t("auth.phoneRequired") },
            { pattern: PHONE_PATTERN, message: t("auth.phoneInvalid") },
          ]}
        >
          <Input type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={16} title={t("auth.phoneInvalid")} />
        </Form.Item>
        <Form.Item
          label={t("auth.password")}
          name="password"
          extra={t("auth.passwordRule")}
          rules={newPasswordRules(t, t("auth.passwordRequired"))}
        >
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="agree" valuePropName="checked">
          <Checkbox>
            <Trans
              i18nKey="auth.agreeTerms"
              components={{
                terms: <NewTabLink to="/auth/terms-conditions" />,
                privacy: <NewTabLink to="/auth/privacy-policy" />,
              }}
            />
          </Checkbox>
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={loading}
          disabled={!complete}
          aria-describedby={complete ? undefined : SIGN_UP_HINT_ID}
        >
          {t("auth.signUp")}
        </Button>
        {!complete && (
          <p id={SIGN_UP_HINT_ID} className={authStyles.hint}>
            {t("auth.signUpHint")}
          </p>
        )}
      </Form>
      <p className={authStyles.footer}>
        {t("auth.haveAccount")} <Link to="/auth/login">{t("auth.loginLink")}</Link>
      </p>
    </>
  );
}
