import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { buildSchema, type ContainerType } from "type-graphql";
import { AuthResolver } from "../modules/auth/auth.resolver";
import type { Services } from "../services";
import { authChecker } from "./auth-checker";

export const resolverClasses = [AuthResolver] as const;

/** Resolvers are built once with the services they call. */
function resolverContainer(services: Services): ContainerType {
  const instances = new Map<unknown, unknown>([[AuthResolver, new AuthResolver(services.auth)]]);
  return {
    get(resolverClass: unknown) {
      const instance = instances.get(resolverClass);
      if (!instance) throw new Error(`No instance registered for resolver ${String(resolverClass)}`);
      return instance;
    },
  };
}

export function buildAppSchema(services: Services | null): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: resolverClasses,
    authChecker,
    validate: { forbidUnknownValues: false },
    container: services
      ? resolverContainer(services)
      : { get: () => { throw new Error("This schema was built without services: it can only be printed"); } },
  });
}

/** The SDL committed as backend/schema.graphql. */
export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema(null)))}\n`;
}
