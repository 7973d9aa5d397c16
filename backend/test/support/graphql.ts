import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print, type DocumentNode } from "graphql";
import type request from "supertest";

type TestAgent = request.Agent;

export interface GraphQLResult<T = unknown> {
  status: number;
  data: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; [key: string]: unknown } }>;
  setCookie: string[];
}

/**
 * The variables argument of an operation: optional when it has no required variable (codegen
 * types "no variables" as `{ [key: string]: never }`), required otherwise.
 */
export type VariablesOf<TVariables> = Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/** The text of a typed document (fragments included), for a request built by hand. */
export const documentText = (document: DocumentNode): string => print(document);

async function post<T>(agent: TestAgent, query: string, variables: unknown): Promise<GraphQLResult<T>> {
  const res = await agent
    .post("/graphql")
    .set("Content-Type", "application/json")
    .send({ query, variables: variables ?? {} });
  const setCookie = res.headers["set-cookie"];
  return {
    status: res.status,
    data: res.body.data ?? null,
    errors: res.body.errors,
    setCookie: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
  };
}

/**
 * POSTs one operation with the agent's cookies, as the SPA does. The document comes from
 * `graphql()` in ../gql (generated from the schema by `npm run codegen`), so its result and
 * variables are typed and a schema change breaks the test's compile.
 */
export function gql<TResult, TVariables>(
  agent: TestAgent,
  document: TypedDocumentNode<TResult, TVariables>,
  ...[variables]: VariablesOf<TVariables>
): Promise<GraphQLResult<TResult>> {
  return post<TResult>(agent, print(document), variables);
}

/**
 * POSTs a document as text, unchecked: only for requests that are deliberately not valid against
 * the schema or its limits (unknown fields, parse errors, missing arguments, too many aliases,
 * hostile characters in the document itself, or a typed document's text, `documentText(...)`,
 * with variables its types refuse). Every other operation goes through gql().
 */
export function gqlRaw(agent: TestAgent, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult<unknown>> {
  return post<unknown>(agent, query, variables);
}

/** An operation and its variables, to send later with any agent (for tables of operations). */
export type Operation = (agent: TestAgent) => Promise<GraphQLResult<unknown>>;

export function operation<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  ...variables: VariablesOf<TVariables>
): Operation {
  return (agent) => gql(agent, document, ...variables);
}

/** The data of a result that must have succeeded; a failed one fails the test with its errors. */
export function ok<T>(result: GraphQLResult<T>): T {
  if (result.errors !== undefined || !result.data) throw new Error(`The operation failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

export const errorCode = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;
