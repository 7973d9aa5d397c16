import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { formFieldErrors, useErrorText, useTextSource } from "../../common/error-text";
import { NewTabLink } from "../../common/new-tab-link";
import { PageTitle } from "../../common/page-title";
import { taggedText } from "../../common/tagged-text";
import { normalisePhone, PHONE_PATTERN } from "../../common/phone-number";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import { currentLanguage } from "../../i18n/i18n";
import { USER_NAME_MAX, USER_NAME_MIN, emailRules, lengthBetween, matches, newPasswordRules, required } from "../components/auth-rules";
import formStyles from "../components/auth-form.module.css";
import { AuthScreenHeader, authStyles } from "../components/auth-screen";
import { PasswordField } from "../components/password-input";
import { SubmitButton } from "../components/submit-button";
import { TextField } from "../components/text-field";
import { useLightForm } from "../components/use-light-form";

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

const SIGN_UP_HINT_ID = "register-sign-up-hint";

const filled = (value: string) => value.trim() !== "";

/**
 * /auth/register. Deviation (docs/architecture.md#accounts): no auto-login; success goes to verify-otp with the
 * e-mail in navigation state. The account keeps the language the page is shown in (its code
 * e-mail is written in it). `?email=` fills in the e-mail: a restaurant's staff invitation links
 * here with the invited address, which must be the one that signs up.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const texts = useTextSource();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [register, { loading }] = useMutation(RegisterDocument);
  const [agree, setAgree] = useState(false);
  const form = useLightForm(
    {
      userName: {
        rules: [required(t("auth.userNameRequired")), lengthBetween(USER_NAME_MIN, USER_NAME_MAX, t("auth.userNameRule"))],
      },
      email: { rules: emailRules(t) },
      phone: { rules: [required(t("auth.phoneRequired")), matches(PHONE_PATTERN, t("auth.phoneInvalid"))], normalize: normalisePhone },
      password: { rules: newPasswordRules(t, t("auth.passwordRequired")) },
    },
    { userName: "", email: searchParams.get("email")?.trim() ?? "", phone: "", password: "" },
  );
  const { values } = form;

  // docs/architecture.md#forms: Sign Up stays disabled until all four fields are filled and the terms box is ticked.
  const complete = filled(values.userName) && filled(values.email) && filled(values.phone) && filled(values.password) && agree;

  const onValid = async (input: typeof values) => {
    if (loading) return;
    const email = input.email.trim();
    try {
      const { data } = await register({
        variables: {
          input: {
            userName: input.userName.trim(),
            email,
            phone: input.phone,
            password: input.password,
            preferredLanguage: currentLanguage(),
          },
        },
      });
      if (!data) throw new Error("empty register answer");
      toast.success(t("auth.registered"));
      navigate("/auth/verify-otp", { state: { email } });
    } catch (error) {
      toast.error(errorText(error, t("auth.registerFailed")));
      form.showErrors(formFieldErrors(texts, error, ["userName", "email", "phone", "password"]));
    }
  };

  return (
    <>
      <PageTitle page={t("auth.signUp")} />
      <AuthScreenHeader title={t("auth.registerTitle")} />
      <form className={formStyles.form} name="register" noValidate onSubmit={form.handleSubmit(onValid)}>
        <TextField label={t("auth.userName")} field={form.field("userName")} autoComplete="name" maxLength={USER_NAME_MAX} />
        <TextField label={t("auth.email")} field={form.field("email")} type="email" autoComplete="email" inputMode="email" />
        <TextField
          label={t("auth.phone")}
          hint={t("auth.phoneHint")}
          field={form.field("phone")}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={16}
        />
        <PasswordField
          label={t("auth.password")}
          hint={t("auth.passwordRule")}
          field={form.field("password")}
          autoComplete="new-password"
        />
        <label className={formStyles.check}>
          <input type="checkbox" name="agree" checked={agree} onChange={(event) => setAgree(event.target.checked)} />
          <span>
            {taggedText(t("auth.agreeTerms"), {
              terms: (words) => <NewTabLink to="/auth/terms-conditions">{words}</NewTabLink>,
              privacy: (words) => <NewTabLink to="/auth/privacy-policy">{words}</NewTabLink>,
            })}
          </span>
        </label>
        <div>
          <SubmitButton busy={loading} disabled={!complete} describedBy={complete ? undefined : SIGN_UP_HINT_ID}>
            {t("auth.signUp")}
          </SubmitButton>
          {!complete && (
            <p id={SIGN_UP_HINT_ID} className={authStyles.hint}>
              {t("auth.signUpHint")}
            </p>
          )}
        </div>
      </form>
      <p className={authStyles.footer}>
        {t("auth.haveAccount")} <Link to="/auth/login">{t("auth.loginLink")}</Link>
      </p>
    </>
  );
}
