import { readFileSync } from "node:fs";
import { Kind, parse } from "graphql";
import { TRUSTED_DOCUMENTS_FILE } from "../src/graphql/trusted-documents";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { gql } from "./support/graphql";
import { ME, RESTAURANTS_NEAR } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";
import { graphql } from "./gql";

/**
 * The shop's public documents (the same answer for every caller) skip the session: no session store
 * read, no user lookup, signed in or not. Observed through the user lookup every signed-in request
 * otherwise makes (UserService.findSessionUser, which stands for the session's read).
 */
const NEAR_AND_ME = graphql(`
  query NearAndMe($lat: Float!, $lng: Float!) {
    restaurantsNear(latitude: $lat, longitude: $lng) { total }
    me { id }
  }
`);
const here = { lat: 16.5449, lng: 81.5212 };

let app: TestApp;
let lookups: jest.SpyInstance;
beforeAll(async () => {
  app = await startTestApp();
  lookups = jest.spyOn(app.running.services.users, "findSessionUser");
});
afterAll(() => app.stop());
beforeEach(() => lookups.mockClear());

describe("sessions and public documents", () => {
  it("a signed-in customer's near-me (POST with the text) reads no session, and answers as for a visitor", async () => {
    const customer = await signedInCustomer(app);
    lookups.mockClear();
    const signedIn = await gql(customer.agent, RESTAURANTS_NEAR, here);
    expect(signedIn.errors).toBeUndefined();
    expect(lookups).not.toHaveBeenCalled();
    expect(signedIn.data).toEqual((await gql(app.agent(), RESTAURANTS_NEAR, here)).data);
  });

  it("a public document asked by its hash as GET reads no session either", async () => {
    const manifest = JSON.parse(readFileSync(TRUSTED_DOCUMENTS_FILE, "utf8")) as Record<string, string>;
    const [hash] = Object.entries(manifest).find(([, text]) =>
      parse(text).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === "HomeBanners"),
    )!;
    const customer = await signedInCustomer(app);
    lookups.mockClear();
    const res = await customer.agent
      .get("/graphql")
      .query({ operationName: "HomeBanners", extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }) })
      .set("apollo-require-preflight", "true");
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(lookups).not.toHaveBeenCalled();
  });

  it("any personal field brings the session back: the signed-in user is there", async () => {
    const customer = await signedInCustomer(app);
    lookups.mockClear();
    const mixed = await gql(customer.agent, NEAR_AND_ME, here);
    expect(mixed.data?.me).toEqual({ id: customer.id });
    expect((await gql(customer.agent, ME)).data?.me).toMatchObject({ id: customer.id });
    expect(lookups).toHaveBeenCalledTimes(2);
  });

  it("API keys still identify themselves on public documents (their use is counted per key)", async () => {
    const superadmin = await signedInStaff(app, "superadmin");
    const { secret } = await createApiKey(superadmin.agent, { name: "Public reads", scopes: ["CATALOGUE_READ"] });
    const revoked = await gql(keyAgent(app.url, `${secret}x`), RESTAURANTS_NEAR, here);
    expect(revoked.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await gql(keyAgent(app.url, secret), RESTAURANTS_NEAR, here)).errors).toBeUndefined();
  });
});
