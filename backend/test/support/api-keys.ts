import request from "supertest";
import { graphql } from "../gql";
import type { CreateApiKeyInput } from "../gql/graphql";
import { gql } from "./graphql";

type TestAgent = request.Agent;

/** The API key operations several test files send (see operations.ts for the convention). */

export const API_KEY_FIELDS = graphql(`
  fragment ApiKeyFields on ApiKey { id name scopes restaurantIds prefix requestsPerMinute createdAt lastUsedAt revokedAt }
`);

export const CREATE_API_KEY = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { apiKey { ...ApiKeyFields } secret } }
`);

export const API_KEYS = graphql(`
  query ApiKeys { apiKeys { ...ApiKeyFields } }
`);

export const REVOKE_API_KEY = graphql(`
  mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id) { ...ApiKeyFields } }
`);

export const RESTAURANT_ORDERS = graphql(`
  query RestaurantOrders($restaurantId: ID!, $status: [OrderStatus!], $limit: Int, $offset: Int) {
    restaurantOrders(restaurantId: $restaurantId, status: $status, limit: $limit, offset: $offset) {
      total limit offset items { id shortId status restaurantId total lines { name quantity } }
    }
  }
`);

/** A client of the API that sends the key's secret on every request and keeps no cookies. */
export const keyAgent = (url: string, secret: string): TestAgent =>
  request.agent(url).set("Authorization", `Bearer ${secret}`) as unknown as TestAgent;

/** A new key made by a superadmin; throws when the API refuses it. */
export async function createApiKey(superadmin: TestAgent, input: CreateApiKeyInput) {
  const created = await gql(superadmin, CREATE_API_KEY, { input });
  if (!created.data) throw new Error(`createApiKey failed: ${JSON.stringify(created.errors)}`);
  return created.data.createApiKey;
}
