import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { ApiKey } from "./api-key.entity";
import { CreateApiKeyInput } from "./api-key.inputs";
import type { ApiKeyService } from "./api-key.service";
import { CreatedApiKey } from "./api-key.types";

/** API keys for partners' programs: superadmins only. */
@Resolver()
export class ApiKeyResolver {
  constructor(private readonly keys: ApiKeyService) {}

  @Authorized("SUPERADMIN")
  @Mutation(() => CreatedApiKey, {
    description:
      "Creates an API key and answers its secret, this once. A key without restaurants may only have CATALOGUE_READ (BAD_USER_INPUT); superadmins only",
  })
  createApiKey(@Ctx() ctx: RequestContext, @Arg("input", () => CreateApiKeyInput) input: CreateApiKeyInput) {
    return this.keys.createApiKey(ctx, input);
  }

  @Authorized("SUPERADMIN")
  @Query(() => [ApiKey], { description: "Every API key, revoked ones included, newest first; superadmins only" })
  apiKeys(@Ctx() ctx: RequestContext) {
    return this.keys.apiKeys(ctx);
  }

  @Authorized("SUPERADMIN")
  @Mutation(() => ApiKey, { description: "Revokes an API key at once on every server; superadmins only" })
  revokeApiKey(@Ctx() ctx: RequestContext, @Arg("id", () => ID) id: string) {
    return this.keys.revokeApiKey(ctx, id);
  }
}
