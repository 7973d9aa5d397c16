import { readFileSync } from "node:fs";
import { ApolloServer } from "@apollo/server";
import { Kind, parse, print } from "graphql";
import type { Response } from "supertest";
import { TRUSTED_DOCUMENTS_FILE } from "../src/graphql/trusted-documents";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { insertRestaurant, TOWN } from "./support/fixtures";
import { RESTAURANTS_NEAR } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";

/**
 * A public query Apollo has answered twice (and the compiled executor compiled) is answered from
 * then on without Apollo's request pipeline (http/compiled-public-queries.ts). Seen through
 * Apollo's own entry point, which those requests never reach; the answers must be Apollo's, byte
 * for byte, with the same status and content type.
 */
let texts = 0;
/** Near-me's text, made a document of its own by a comment: each test starts from first sightings. */
const nearText = () => `${print(RESTAURANTS_NEAR)}\n# text ${(texts += 1)}`;
const here = { lat: TOWN.latitude, lng: TOWN.longitude };

let app: TestApp;
let apolloRequests: jest.SpyInstance;
beforeAll(async () => {
  app = await startTestApp();
  await insertRestaurant(app.db, { name: "Compiled Corner" });
  await insertRestaurant(app.db, { name: "Second Kitchen", priceForTwoPaise: 25000 });
  apolloRequests = jest.spyOn(ApolloServer.prototype, "executeHTTPGraphQLRequest");
});
afterAll(async () => {
  apolloRequests.mockRestore();
  await app.stop();
});

const post = (body: object, accept?: string) => {
  const req = app.agent().post("/graphql").set("content-type", "application/json");
  return (accept === undefined ? req : req.set("accept", accept)).send(JSON.stringify(body));
};

/** What a client can see of an answer (the request id and the date aside). */
const seen = (res: Response) => ({
  status: res.status,
  contentType: res.headers["content-type"],
  cacheControl: res.headers["cache-control"],
  etag: res.headers.etag,
  setCookie: res.headers["set-cookie"],
  body: res.text,
});

/** The first answers (Apollo's, as the document is seen and then compiled) and the next ones. */
async function apolloThenCompiled(body: object, accept?: string) {
  apolloRequests.mockClear();
  const byApollo = [await post(body, accept), await post(body, accept)];
  expect(apolloRequests).toHaveBeenCalledTimes(2);
  apolloRequests.mockClear();
  const compiled = [await post(body, accept), await post(body, accept)];
  return { byApollo: byApollo.map(seen), compiled: compiled.map(seen), apolloCalls: apolloRequests.mock.calls.length };
}

describe("public queries answered by their compiled form", () => {
  it.each([
    ["no Accept header", undefined],
    ["Apollo Client's Accept", "application/graphql-response+json,application/json;q=0.9"],
    ["any type", "*/*"],
  ])("answer what Apollo answered, byte for byte, without Apollo (%s)", async (_what, accept) => {
    const body = { query: nearText(), variables: { ...here, sort: "PRICE_LOW_TO_HIGH" } };
    const { byApollo, compiled, apolloCalls } = await apolloThenCompiled(body, accept);
    expect(apolloCalls).toBe(0);
    expect(JSON.parse(byApollo[0]!.body).data.restaurantsNear.items.map((r: { name: string }) => r.name)).toEqual([
      "Second Kitchen",
      "Compiled Corner",
    ]);
    for (const answer of compiled) expect(answer).toEqual(byApollo[0]);
  });

  it("run each request's own variables", async () => {
    const NEAR_TEXT = nearText();
    await apolloThenCompiled({ query: NEAR_TEXT, variables: here });
    const limited = await post({ query: NEAR_TEXT, variables: { ...here, limit: 1 } });
    const far = await post({ query: NEAR_TEXT, variables: { lat: 14.4426, lng: 79.9865 } });
    expect(limited.body.data.restaurantsNear).toMatchObject({ total: 2, limit: 1 });
    expect(limited.body.data.restaurantsNear.items).toHaveLength(1);
    expect(far.body.data.restaurantsNear).toMatchObject({ total: 0, items: [] });
  });

  it("leave every answer with errors to Apollo: variables of the wrong type, a resolver's refusal", async () => {
    const NEAR_TEXT = nearText();
    await apolloThenCompiled({ query: NEAR_TEXT, variables: here });
    apolloRequests.mockClear();
    const wrongType = await post({ query: NEAR_TEXT, variables: { lat: "north", lng: here.lng } });
    const refused = await post({ query: NEAR_TEXT, variables: { lat: 123, lng: here.lng } });
    expect(apolloRequests).toHaveBeenCalledTimes(2);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(refused.status).toBe(200);
    expect(refused.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("leave API keys, signed-in personal documents and odd parameters to Apollo", async () => {
    const NEAR_TEXT = nearText();
    await apolloThenCompiled({ query: NEAR_TEXT, variables: here });
    const superadmin = await signedInStaff(app, "superadmin");
    const { secret } = await createApiKey(superadmin.agent, { name: "Catalogue reader", scopes: ["CATALOGUE_READ"] });
    const customer = await signedInCustomer(app);
    apolloRequests.mockClear();
    const byKey = await keyAgent(app.url, secret).post("/graphql").send({ query: NEAR_TEXT, variables: here });
    expect(byKey.body.errors).toBeUndefined();
    const me = await customer.agent.post("/graphql").send({ query: "query Me { me { id } }" });
    await customer.agent.post("/graphql").send({ query: "query Me { me { id } }" });
    const meAgain = await customer.agent.post("/graphql").send({ query: "query Me { me { id } }" });
    expect(meAgain.body).toEqual(me.body);
    expect(me.body.data.me).toEqual({ id: customer.id });
    const stringVariables = await post({ query: NEAR_TEXT, variables: JSON.stringify(here) });
    expect(stringVariables.status).toBe(400);
    const unknownExtension = await post({ query: NEAR_TEXT, variables: here, extensions: { somethingElse: true } });
    expect(unknownExtension.body.errors).toBeUndefined();
    expect(apolloRequests).toHaveBeenCalledTimes(6);
  });

  it("serve the app's persisted hashes the same way", async () => {
    const manifest = JSON.parse(readFileSync(TRUSTED_DOCUMENTS_FILE, "utf8")) as Record<string, string>;
    const [hash] = Object.entries(manifest).find(([, text]) =>
      parse(text).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === "HomeBanners"),
    )!;
    const { byApollo, compiled, apolloCalls } = await apolloThenCompiled({
      operationName: "HomeBanners",
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    });
    expect(apolloCalls).toBe(0);
    expect(byApollo[0]!.status).toBe(200);
    for (const answer of compiled) expect(answer).toEqual(byApollo[0]);
  });
});
