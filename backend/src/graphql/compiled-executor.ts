import type { GatewayExecutor, GatewayGraphQLRequestContext, GatewayInterface } from "@apollo/server-gateway-interface";
import { execute, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema } from "graphql";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import { LRUCache } from "lru-cache";
import { isPublicDocument } from "./catalogue-cache-hints";
import { costRefusal } from "./query-cost-check";

/** Documents remembered (compiled, or seen once): every document the app and partners repeat, with room to spare. */
const MAX_DOCUMENTS = 2000;
/**
 * A document is compiled the second time it is seen: compiling generates and evaluates JavaScript,
 * far more work than one execution, so one-off documents (an explorer session, a client writing
 * a new query text each time) run on graphql-js and never pay it, while every repeated one runs compiled.
 */
const SIGHTINGS_BEFORE_COMPILING = 2;

/** A document graphql-jit could not compile runs on graphql-js from then on (sightings never reach the threshold). */
const NOT_COMPILABLE = Number.NEGATIVE_INFINITY;

type Entry = { compiled: CompiledQuery } | { sightings: number };

/** A public query compiled, with what its cost is worked out from for each request's variables. */
interface PublicQuery {
  compiled: CompiledQuery;
  document: DocumentNode;
  operationName: string | undefined;
}

/** A compiled public query run on its own: the request's context and variables in, the result out. */
export type CompiledRun = (context: unknown, variables: Record<string, unknown>) => Promise<Result>;

/**
 * Executes operations with graphql-jit (each document compiled once into a plain function that
 * calls the same resolvers), falling back to graphql-js for documents not (yet) compiled and for
 * the few that graphql-jit cannot compile. Resolvers, the context and the error formatting are the
 * same on both paths; only the walk over the selection set differs.
 *
 * It also remembers the public queries (catalogue-cache-hints.ts) it has compiled, by their text
 * and operation name: Apollo parsed, validated and limited each of them before it ran here, so a
 * later request with the same text may run the compiled query straight away
 * (http/compiled-public-queries.ts).
 */
export class CompiledDocuments {
  private readonly documents = new LRUCache<string, Entry>({ max: MAX_DOCUMENTS });
  private readonly publicQueries = new LRUCache<string, PublicQuery>({ max: MAX_DOCUMENTS });

  constructor(private readonly schema: GraphQLSchema) {}

  readonly execute: GatewayExecutor = async (request) => {
    const key = `${request.queryHash}\u0000${request.operationName ?? ""}`;
    const variables = request.request.variables ?? {};
    const withGraphqlJs = () => runGraphqlJs(this.schema, request, variables);
    const entry = this.documents.get(key);
    if (entry && "compiled" in entry) return runCompiled(entry.compiled, request.context, variables, withGraphqlJs);
    const sightings = (entry?.sightings ?? 0) + 1;
    if (sightings < SIGHTINGS_BEFORE_COMPILING) {
      this.documents.set(key, { sightings });
      return withGraphqlJs();
    }
    const compiled = compileQuery(this.schema, request.document, request.operationName ?? undefined);
    if (!isCompiledQuery(compiled)) {
      this.documents.set(key, { sightings: NOT_COMPILABLE });
      return withGraphqlJs();
    }
    this.documents.set(key, { compiled });
    if (request.operation.operation === "query" && request.source !== undefined && isPublicDocument(this.schema, request.document)) {
      // By the operation name the request gave (none for a single operation), as the next one will.
      this.publicQueries.set(publicQueryKey(request.source, request.request.operationName ?? undefined), {
        compiled,
        document: request.document,
        operationName: request.operationName ?? undefined,
      });
    }
    return runCompiled(compiled, request.context, variables, withGraphqlJs);
  };

  /**
   * The compiled public query with this text and operation name, once Apollo has run it here, or
   * undefined. Its result carries errors for anything that did not go as planned (variables that do
   * not fit included, or that make it cost more than the limit, graphql/query-cost.ts): answer such
   * a request through Apollo instead, which refuses it.
   */
  publicQuery(text: string, operationName: string | undefined): CompiledRun | undefined {
    const query = this.publicQueries.get(publicQueryKey(text, operationName));
    if (!query) return undefined;
    return async (context, variables) => {
      const refusal = costRefusal(this.schema, query.document, variables, query.operationName);
      if (refusal) return { errors: [refusal] };
      return (await query.compiled.query(undefined, context, variables)) as Result;
    };
  }
}

const publicQueryKey = (text: string, operationName: string | undefined) => `${operationName ?? ""}\u0000${text}`;

type Result = ExecutionResult<Record<string, unknown>>;

/**
 * A run that ends before executing (variables that do not fit their types) is answered by
 * graphql-js instead, whose errors Apollo recognises as the caller's (BAD_USER_INPUT); such
 * requests are rare, and this keeps their answers exactly graphql-js's, the ones clients already read.
 */
async function runCompiled(
  compiled: CompiledQuery,
  context: unknown,
  variables: Record<string, unknown>,
  withGraphqlJs: () => Promise<Result>,
): Promise<Result> {
  const result = (await compiled.query(undefined, context, variables)) as Result;
  if (!result.errors) return result;
  if (result.data === undefined) return withGraphqlJs();
  return { ...result, errors: result.errors.map(asGraphQLJsError) };
}

async function runGraphqlJs(
  schema: GraphQLSchema,
  request: GatewayGraphQLRequestContext,
  variables: Record<string, unknown>,
): Promise<Result> {
  return (await execute({
    schema,
    document: request.document,
    contextValue: request.context,
    variableValues: variables,
    operationName: request.operationName,
  })) as Result;
}

/**
 * graphql-jit's errors leave `extensions` undefined where graphql-js always sets an object, which
 * Apollo reads without a check (every resolver error would become "Internal server error"): the
 * same error as graphql-js would have made it, locations kept.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions ?? {},
  });
  return Object.assign(copy, { locations: error.locations });
}

/**
 * Apollo Server 5 takes a custom executor only through its gateway interface: a fixed schema,
 * loaded once, never updated.
 */
export function compiledExecutorGateway(schema: GraphQLSchema, documents: CompiledDocuments): GatewayInterface {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: "" });
      return () => undefined;
    },
    async load() {
      return { executor: documents.execute };
    },
    async stop() {},
  };
}
