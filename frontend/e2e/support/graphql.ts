import type { APIRequestContext } from "@playwright/test";
import { baseUrl } from "./run-env";

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/**
 * One GraphQL call to the app under test, for test data and look-ups (not for what the test
 * is about: that goes through the UI). With a page or context it carries that browser's
 * session cookie (and keeps a cookie the answer sets); without, it is anonymous.
 */
export async function graphql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  via?: { request: APIRequestContext },
): Promise<T> {
  const body = { query, variables };
  let answer: GraphQLAnswer<T>;
  if (via) {
    const response = await via.request.post("/graphql", { data: body });
    answer = (await response.json()) as GraphQLAnswer<T>;
  } else {
    const response = await fetch(`${baseUrl()}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    answer = (await response.json()) as GraphQLAnswer<T>;
  }
  if (answer.errors?.length || !answer.data) {
    const errors = answer.errors?.map((error) => `${error.extensions?.code ?? "ERROR"}: ${error.message}`).join("; ");
    throw new Error(`GraphQL call failed: ${errors ?? "no data"}\n${query}`);
  }
  return answer.data;
}
