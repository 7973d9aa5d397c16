import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from "graphql";
import type { RequestContext } from "../../common/request-context";
import { requireKeyOperation } from "./api-scope-operations";

/**
 * Wraps every query and mutation so that a request made with an API key reaches only the
 * operations its scopes open (api-scope-operations.ts), before any argument is read: one rule for
 * the whole schema, so an operation added later is closed to keys until a scope names it.
 */
export function guardApiKeyOperations(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const resolve: GraphQLFieldResolver<unknown, RequestContext> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, ctx: RequestContext, info) => {
        if (ctx.apiKey) requireKeyOperation(ctx.apiKey, field.name);
        return resolve(source, args, ctx, info);
      };
    }
  }
  return schema;
}
