import type request from "supertest";

type TestAgent = request.Agent;

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; [key: string]: unknown } }>;
  setCookie: string[];
}

/** POSTs one operation with the agent's cookies, as the SPA does. */
export async function gql<T = Record<string, any>>(
  agent: TestAgent,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResult<T>> {
  const res = await agent.post("/graphql").set("Content-Type", "application/json").send({ query, variables });
  const setCookie = res.headers["set-cookie"];
  return {
    status: res.status,
    data: res.body.data ?? null,
    errors: res.body.errors,
    setCookie: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
  };
}

export const errorCode = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;
