import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { User } from "../users/user.entity";
import { EmailInput, LoginInput, RegisterInput, ResetPasswordInput, VerifyOtpInput } from "./auth.inputs";
import type { AuthService } from "./auth.service";
import { AuthPayload, MessagePayload } from "./auth.types";

const message = (text: string): MessagePayload => ({ message: text });

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Query(() => User, { nullable: true, description: "The signed-in user, or null" })
  me(@Ctx() ctx: RequestContext): User | null {
    return ctx.user;
  }

  @Mutation(() => AuthPayload, { description: "Creates an unverified account and e-mails a 6-digit code" })
  register(@Ctx() ctx: RequestContext, @Arg("input", () => RegisterInput) input: RegisterInput) {
    return this.auth.register(ctx, input);
  }

  @Mutation(() => MessagePayload)
  async verifyOtp(@Ctx() ctx: RequestContext, @Arg("input", () => VerifyOtpInput) input: VerifyOtpInput) {
    return message(await this.auth.verifyOtp(ctx, input));
  }

  @Mutation(() => MessagePayload, { description: "Replaces the sign-up code and e-mails the new one" })
  async resendOtp(@Ctx() ctx: RequestContext, @Arg("input", () => EmailInput) input: EmailInput) {
    return message(await this.auth.resendOtp(ctx, input));
  }

  @Mutation(() => AuthPayload, { description: "Starts a session (a new session id); sets the session cookie" })
  login(@Ctx() ctx: RequestContext, @Arg("input", () => LoginInput) input: LoginInput) {
    return this.auth.login(ctx, input);
  }

  @Mutation(() => MessagePayload)
  async logout(@Ctx() ctx: RequestContext) {
    return message(await this.auth.logout(ctx));
  }

  @Mutation(() => MessagePayload, { description: "E-mails a reset link; the answer is the same for unknown e-mails" })
  async forgotPassword(@Ctx() ctx: RequestContext, @Arg("input", () => EmailInput) input: EmailInput) {
    return message(await this.auth.forgotPassword(ctx, input));
  }

  @Mutation(() => MessagePayload, { description: "Sets a new password with the e-mailed token; ends every session" })
  async resetPassword(@Ctx() ctx: RequestContext, @Arg("input", () => ResetPasswordInput) input: ResetPasswordInput) {
    return message(await this.auth.resetPassword(ctx, input));
  }
}
