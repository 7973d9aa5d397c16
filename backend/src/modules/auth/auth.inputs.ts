import { Field, InputType } from "type-graphql";
import { IsEmail, IsIn, IsOptional, IsString, Length, Matches, MaxLength } from "class-validator";
import { Phone } from "../../common/contact-fields";
import { SingleLine } from "../../common/control-characters";
import { Required } from "../../common/validation";
import { LANGUAGES, LanguageEnum, type Language } from "../../i18n/language";

const EMAIL_MESSAGE = "Enter a valid e-mail address";
const LANGUAGE_MESSAGE = "Language must be en or te";
export const PASSWORD_RULE = { min: 8, max: 128, message: "Password must be 8 to 128 characters long" };

@InputType()
export class RegisterInput {
  @Field(() => String)
  @IsString()
  @Length(2, 80, { message: "User name must be 2 to 80 characters long" })
  @SingleLine("User name")
  @Required("User name")
  userName!: string;

  @Field(() => String)
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(254, { message: EMAIL_MESSAGE })
  @Required("Email")
  email!: string;

  @Field(() => String)
  @Phone()
  phone!: string;

  @Field(() => String)
  @IsString()
  @Length(PASSWORD_RULE.min, PASSWORD_RULE.max, { message: PASSWORD_RULE.message })
  @Required("Password")
  password!: string;

  @Field(() => LanguageEnum, {
    nullable: true,
    description: "The language the person chose: the code mail is written in it, and the verified account keeps it",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: LANGUAGE_MESSAGE })
  preferredLanguage?: Language | null;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @Required("Email")
  email!: string;

  @Field(() => String)
  @IsString()
  @MaxLength(PASSWORD_RULE.max, { message: PASSWORD_RULE.message })
  @Required("Password")
  password!: string;
}

@InputType()
export class VerifyOtpInput {
  @Field(() => String)
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @Required("Email")
  email!: string;

  @Field(() => String)
  @IsString()
  @Matches(/^\s*\d{6}\s*$/, { message: "Enter the 6-digit code from the e-mail" })
  @Required("OTP")
  otp!: string;
}

@InputType()
export class EmailInput {
  @Field(() => String)
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @Required("Email")
  email!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String)
  @IsString()
  @Length(16, 200, { message: "Invalid or expired token." })
  @Required("Token")
  token!: string;

  @Field(() => String)
  @IsString()
  @Length(PASSWORD_RULE.min, PASSWORD_RULE.max, { message: PASSWORD_RULE.message })
  @Required("Password")
  password!: string;
}
