import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { CurrentUserDocument } from "../../common/current-user";
import { formFieldErrors, useErrorText, useTextSource } from "../../common/error-text";
import { errorCode } from "../../common/graphql-errors";
import { PageTitle } from "../../common/page-title";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import { emailRules, required } from "../components/auth-rules";
import { AuthScreenHeader, FormMessage, authStyles } from "../components/auth-screen";
import formStyles from "../components/auth-form.module.css";
import { emailFromState } from "../components/navigation-state";
import { PasswordField } from "../components/password-input";
import { SubmitButton } from "../components/submit-button";
import { TextField } from "../components/text-field";
import { useLightForm } from "../components/use-light-form";

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

/**
 * /auth/login. On success the user goes into the cache as `me`; the route guard then sends
 * them to the shop or the admin dashboard by role. An unverified account is sent to verify-otp.
 * The sign-up mail's verify link (a server page) comes back here with ?verified=1 or
 * ?verify=invalid, which the page tells above the form.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const texts = useTextSource();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const linkOutcome = {
    success: search.get("verified") === "1" ? t("auth.linkVerified") : null,
    error: search.get("verify") === "invalid" ? t("auth.linkInvalid") : null,
  };
  const form = useLightForm(
    {
      email: { rules: emailRules(t) },
      password: { rules: [required(t("auth.passwordRequired"))] },
    },
    { email: emailFromState(location.state) ?? "", password: "" },
  );
  // The user goes into the cache as `me` (the whole user: a mutation's `update` sees it unmasked).
  const [login, { loading }] = useMutation(LoginDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: CurrentUserDocument, data: { me: data.login.user } });
    },
  });

  const onValid = async (values: { email: string; password: string }) => {
    if (loading) return;
    const email = values.email.trim();
    try {
      const { data } = await login({ variables: { input: { email, password: values.password } } });
      if (!data) throw new Error("empty login answer");
      toast.success(t("auth.loggedIn"));
    } catch (error) {
      toast.error(errorText(error, t("auth.loginFailed")));
      form.showErrors(formFieldErrors(texts, error, ["email", "password"]));
      if (errorCode(error) === "EMAIL_NOT_VERIFIED") navigate("/auth/verify-otp", { state: { email } });
    }
  };

  return (
    <>
      <PageTitle page={t("auth.signIn")} />
      <AuthScreenHeader title={t("auth.loginTitle")} />
      {linkOutcome.success || linkOutcome.error ? <FormMessage {...linkOutcome} /> : null}
      <form className={formStyles.form} name="login" noValidate onSubmit={form.handleSubmit(onValid)}>
        <TextField label={t("auth.email")} field={form.field("email")} type="email" autoComplete="email" inputMode="email" />
        <PasswordField label={t("auth.password")} field={form.field("password")} autoComplete="current-password" />
        <div className={authStyles.rowEnd}>
          <Link to="/auth/forgot-password">{t("auth.forgotPasswordLink")}</Link>
        </div>
        <SubmitButton busy={loading}>{t("auth.signIn")}</SubmitButton>
      </form>
      <p className={authStyles.footer}>
        {t("auth.noAccount")} <Link to="/auth/register">{t("auth.registerLink")}</Link>
      </p>
    </>
  );
}
