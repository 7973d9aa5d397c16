import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { validate, type ValidatorOptions } from "class-validator";
import { buildSchema, type ContainerType, type PubSub, type ResolverData } from "type-graphql";
import { controlCharacterError, findControlCharacter } from "../common/control-characters";
import { fieldErrors, validationFailed } from "../common/validation";
import { appModules } from "../app-modules";
import type { AppClass } from "../common/app-module";
import { guardApiKeyOperations } from "../modules/api-keys/api-key-guard";
import type { Services } from "../services";
import { authChecker } from "./auth-checker";

const resolverEntries = appModules.flatMap((module) => module.resolvers ?? []);

/** Every module's resolvers (common/app-module.ts); type-graphql wants at least one. */
export const resolverClasses = resolverEntries.map((entry) => entry.resolverClass) as [AppClass, ...AppClass[]];

/** Resolvers are built once with the services they call. */
function resolverContainer(services: Services): ContainerType {
  const instances = new Map<unknown, unknown>(resolverEntries.map((entry) => [entry.resolverClass, entry.build(services)]));
  return {
    get(resolverClass: unknown) {
      const instance = instances.get(resolverClass);
      if (!instance) throw new Error(`No instance registered for resolver ${String(resolverClass)}`);
      return instance;
    },
  };
}

/** What type-graphql's own class-validator step used: unset fields of an update input are not judged. */
const INPUT_VALIDATION: ValidatorOptions = { forbidUnknownValues: false, skipMissingProperties: true };

const isInputObject = (value: unknown): value is object => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Every argument of every resolver, before the resolver runs: no control characters anywhere in
 * it (nested inputs, lists and plain String or ID arguments included), then the input class's
 * own rules. An input object's fields are named as its rules name them ("keys.auth"); any other
 * argument by its name ("keyword", "ids.2").
 */
async function validateArgument(value: unknown, _type: unknown, { args }: ResolverData): Promise<void> {
  const found = findControlCharacter(value);
  if (found !== null) {
    if (isInputObject(value)) throw controlCharacterError(found);
    const name = Object.keys(args).find((key) => !isInputObject(args[key]) && findControlCharacter(args[key]) !== null);
    throw controlCharacterError((name !== undefined && findControlCharacter(args[name], name)) || found);
  }
  const inputs = (Array.isArray(value) ? value : [value]).filter(isInputObject);
  const errors = (await Promise.all(inputs.map((input) => validate(input, INPUT_VALIDATION)))).flat();
  if (errors.length > 0) throw validationFailed(fieldErrors(errors));
}

const printOnly = () => {
  throw new Error("This schema was built without services: it can only be printed");
};

/** services and the event bus the subscriptions use; null: a schema that can only be printed. */
export async function buildAppSchema(running: { services: Services; pubSub: PubSub } | null): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: resolverClasses,
    authChecker,
    validateFn: validateArgument,
    container: running ? resolverContainer(running.services) : { get: printOnly },
    pubSub: running ? running.pubSub : { publish: printOnly, subscribe: printOnly },
  });
  return guardApiKeyOperations(schema);
}

/** The SDL committed as backend/schema.graphql. */
export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema(null)))}\n`;
}
