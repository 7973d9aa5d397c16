import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { LanguageEnum, type Language } from "../../i18n/language";
import { User } from "./user.entity";
import type { UserService } from "./user.service";

/** The signed-in person's own choice of language. */
@Resolver()
export class PreferredLanguageResolver {
  constructor(private readonly users: UserService) {}

  @Authorized()
  @Mutation(() => User, {
    description: "Sets the signed-in user's language (User.preferredLanguage): their e-mails and pushes are written in it from now on",
  })
  setPreferredLanguage(@Ctx() ctx: RequestContext, @Arg("language", () => LanguageEnum) language: Language) {
    return this.users.setPreferredLanguage(ctx, language);
  }
}
