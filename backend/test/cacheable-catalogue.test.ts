import { readFileSync } from "node:fs";
import { Kind, parse, print } from "graphql";
import request from "supertest";
import { PUBLIC_CACHE_CONTROL } from "../src/graphql/catalogue-cache-hints";
import { sha256Hex, TRUSTED_DOCUMENTS_FILE } from "../src/graphql/trusted-documents";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { insertMenuItem, insertRestaurant } from "./support/fixtures";
import { gql } from "./support/graphql";
import { ADD_BANNER, CART, ME, MY_ORDERS, UPDATE_MENU_ITEM } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";

type TestAgent = request.Agent;

/** The web app's public documents, as codegen wrote them for it (backend/src/graphql/persisted-documents.json). */
const manifest = JSON.parse(readFileSync(TRUSTED_DOCUMENTS_FILE, "utf8")) as Record<string, string>;

function appDocument(operationName: string): { hash: string; text: string } {
  for (const [hash, text] of Object.entries(manifest)) {
    const named = parse(text).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === operationName);
    if (named) return { hash, text };
  }
  throw new Error(`${operationName} is not one of the app's documents`);
}

const MENU_PAGE = appDocument("MenuRestaurant");
const HOME_BANNERS = appDocument("HomeBanners");
const CATEGORIES = appDocument("ListingRestaurantCategories");

interface Sent {
  /** By hash only (the app's first try), by text, or by text with a hash that is not the text's. */
  hash?: string;
  text?: string;
  variables?: Record<string, unknown>;
  ifNoneMatch?: string;
  /** `/graphql?fresh`: what the admin panel and the kitchen send. */
  fresh?: boolean;
}

/** A GET as Apollo Client sends it (apollo.ts): the CSRF header, the operation in the URL. */
function get(agent: TestAgent, operationName: string, { hash, text, variables = {}, ifNoneMatch, fresh }: Sent) {
  const params: Record<string, string> = { ...(fresh ? { fresh: "" } : {}), operationName, variables: JSON.stringify(variables) };
  if (text !== undefined) params.query = text;
  if (hash !== undefined) params.extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } });
  const req = agent.get("/graphql").query(params).set("apollo-require-preflight", "true");
  return ifNoneMatch === undefined ? req : req.set("If-None-Match", ifNoneMatch);
}

const byHash = (document: { hash: string }, variables?: Record<string, unknown>): Sent => ({ hash: document.hash, variables });

let app: TestApp;
let anonymous: TestAgent;
let restaurantId: string;
let itemId: string;

beforeAll(async () => {
  app = await startTestApp();
  anonymous = app.agent();
  ({ id: restaurantId } = await insertRestaurant(app.db, { name: "Cache Corner" }));
  ({ id: itemId } = await insertMenuItem(app.db, restaurantId, { name: "Idli", offerPricePaise: 4000, originalPricePaise: 5000 }));
});
afterAll(() => app.stop());

describe("a public catalogue document by hash, as GET", () => {
  it("answers the menu page with Cache-Control public and an ETag, and 304 to If-None-Match", async () => {
    const res = await get(anonymous, "MenuRestaurant", byHash(MENU_PAGE, { id: restaurantId }));
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.restaurant).toMatchObject({ __typename: "Restaurant", name: "Cache Corner" });
    expect(res.body.data.restaurant.menuItems).toEqual([expect.objectContaining({ __typename: "MenuItem", name: "Idli", price: 40 })]);
    expect(res.headers["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=30");
    expect(res.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.vary).toMatch(/accept/i);
    expect(res.headers["set-cookie"]).toBeUndefined();
    const etag = res.headers.etag;
    expect(etag).toMatch(/^(W\/)?".+"$/);

    const again = await get(anonymous, "MenuRestaurant", { ...byHash(MENU_PAGE, { id: restaurantId }), ifNoneMatch: etag });
    expect(again.status).toBe(304);
    expect(again.text ?? "").toBe("");
    expect(again.headers.etag).toBe(etag);
  });

  it("gives a signed-in admin and customer exactly the answer an anonymous visitor gets", async () => {
    const admin = await signedInStaff(app, "admin");
    const customer = await signedInCustomer(app);
    const [visitor, ...signedIn] = await Promise.all(
      [anonymous, admin.agent, customer.agent].map((agent) => get(agent, "MenuRestaurant", byHash(MENU_PAGE, { id: restaurantId }))),
    );
    for (const answer of [visitor!, ...signedIn]) {
      expect(answer.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
      expect(answer.headers["set-cookie"]).toBeUndefined();
      expect(answer.text).toBe(visitor!.text);
      expect(answer.headers.etag).toBe(visitor!.headers.etag);
    }
  });

  it("is no-store when asked `fresh` (the staff's screens), with the same answer", async () => {
    const admin = await signedInStaff(app, "admin");
    const shop = await get(anonymous, "MenuRestaurant", byHash(MENU_PAGE, { id: restaurantId }));
    const fresh = await get(admin.agent, "MenuRestaurant", { ...byHash(MENU_PAGE, { id: restaurantId }), fresh: true });
    expect(fresh.text).toBe(shop.text);
    expect(fresh.headers["cache-control"]).toBe("no-store");
  });

  it("changes its body and ETag as soon as an admin edits an item", async () => {
    const before = await get(anonymous, "MenuRestaurant", byHash(MENU_PAGE, { id: restaurantId }));
    const admin = await signedInStaff(app, "admin");
    const edited = await gql(admin.agent, UPDATE_MENU_ITEM, { r: restaurantId, id: itemId, i: { offerPrice: 35, isAvailable: false } });
    expect(edited.errors).toBeUndefined();

    const after = await get(anonymous, "MenuRestaurant", { ...byHash(MENU_PAGE, { id: restaurantId }), ifNoneMatch: before.headers.etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.data.restaurant.menuItems[0]).toMatchObject({ price: 35, isAvailable: false });
  });

  it("answers the banners and the categories publicly too, and new banners at once", async () => {
    const categories = await get(anonymous, "ListingRestaurantCategories", byHash(CATEGORIES));
    expect(categories.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(categories.body.data.restaurantCategories.length).toBeGreaterThan(0);

    const before = await get(anonymous, "HomeBanners", byHash(HOME_BANNERS));
    expect(before.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    const admin = await signedInStaff(app, "admin");
    expect((await gql(admin.agent, ADD_BANNER, { image: "https://example.com/offer.webp" })).errors).toBeUndefined();
    const after = await get(anonymous, "HomeBanners", byHash(HOME_BANNERS));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.data.banners.map((b: { image: string }) => b.image)).toContain("https://example.com/offer.webp");
  });

  it("is public sent as text as well (partners, the explorer), but never with an API key", async () => {
    const text = await get(anonymous, "HomeBanners", { text: "query HomeBanners { banners { id image } }" });
    expect(text.body.errors).toBeUndefined();
    expect(text.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);

    const superadmin = await signedInStaff(app, "superadmin");
    const key = await createApiKey(superadmin.agent, { name: "Catalogue reader", scopes: ["CATALOGUE_READ"], restaurantIds: [] });
    const withKey = await get(keyAgent(app.url, key.secret), "HomeBanners", byHash(HOME_BANNERS));
    expect(withKey.body.errors).toBeUndefined();
    expect(withKey.body.data.banners.length).toBeGreaterThan(0);
    expect(withKey.headers["cache-control"]).toBe("no-store");
  });
});

describe("never public", () => {
  it("a personal document (me, the cart, my orders), signed in or not, by text or by hash", async () => {
    const customer = await signedInCustomer(app);
    for (const agent of [anonymous, customer.agent]) {
      const me = await get(agent, "Me", { text: print(ME) });
      expect(me.status).toBe(200);
      expect(me.body.errors).toBeUndefined();
      expect(me.headers["cache-control"]).toBe("no-store");
    }
    const cart = await get(customer.agent, "Cart", { text: print(CART) });
    expect(cart.body.data.cart).toBeTruthy();
    expect(cart.headers["cache-control"]).toBe("no-store");
    const orders = await get(customer.agent, "MyOrders", { text: print(MY_ORDERS), variables: { limit: 10, offset: 0 } });
    expect(orders.body.data.myOrders.total).toBe(0);
    expect(orders.headers["cache-control"]).toBe("no-store");
    // Known by hash (a client that sent it with its SHA-256 before, Apollo's automatic persisted queries).
    const text = print(ME);
    await get(customer.agent, "Me", { text, hash: sha256Hex(text) });
    const byItsHash = await get(customer.agent, "Me", { hash: sha256Hex(text) });
    expect(byItsHash.body.data.me.id).toBe(customer.id);
    expect(byItsHash.headers["cache-control"]).toBe("no-store");
    // One personal field among public ones is enough.
    const mixed = await get(customer.agent, "Mixed", { text: "query Mixed { banners { id } me { id } }" });
    expect(mixed.body.data.me.id).toBe(customer.id);
    expect(mixed.headers["cache-control"]).toBe("no-store");
  });

  it("a POST, even of a public document", async () => {
    const res = await anonymous
      .post("/graphql")
      .set("Content-Type", "application/json")
      .send({ operationName: "HomeBanners", extensions: { persistedQuery: { version: 1, sha256Hash: HOME_BANNERS.hash } } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.banners).toBeDefined();
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("an answer with an error (an unknown restaurant), and a request refused before it runs", async () => {
    const missing = await get(anonymous, "MenuRestaurant", byHash(MENU_PAGE, { id: "00000000-0000-4000-8000-000000000000" }));
    expect(missing.body.errors[0].extensions.code).toBe("NOT_FOUND");
    expect(missing.headers["cache-control"]).toBe("no-store");
    // Without the CSRF header Apollo refuses the GET before any plugin runs.
    const refused = await anonymous.get("/graphql").query({ query: "{ banners { id } }" });
    expect(refused.status).toBe(400);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });
});

describe("persisted documents", () => {
  it("answers an unknown hash with PERSISTED_QUERY_NOT_FOUND, and the same hash with its text then works", async () => {
    const text = "query Unknown { banners { id position } }";
    const unknownHash = "0".repeat(64);
    const notFound = await get(anonymous, "Unknown", { hash: unknownHash });
    expect(notFound.status).toBe(200);
    expect(notFound.body.errors[0].extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    expect(notFound.headers["cache-control"]).toBe("no-store");
    // Apollo Client's fallback: the text with the hash it tried (not the text's own SHA-256).
    const retried = await get(anonymous, "Unknown", { hash: unknownHash, text });
    expect(retried.body.errors).toBeUndefined();
    expect(retried.body.data.banners).toBeDefined();
    // A text with its own SHA-256 is Apollo's automatic persisted query: known by hash afterwards.
    const registered = await get(anonymous, "Unknown", { hash: sha256Hex(text), text });
    expect(registered.body.errors).toBeUndefined();
    const byItsHash = await get(anonymous, "Unknown", { hash: sha256Hex(text) });
    expect(byItsHash.body.data.banners).toEqual(registered.body.data.banners);
  });

  it("runs the same document for the hash as for the text the app would send", async () => {
    const hashed = await get(anonymous, "MenuRestaurant", byHash(MENU_PAGE, { id: restaurantId }));
    const sent = await get(anonymous, "MenuRestaurant", { text: MENU_PAGE.text, variables: { id: restaurantId } });
    // The manifest's text has no __typename; Apollo Client asks for them, so the hash's answer has them.
    expect(Object.keys(hashed.body.data.restaurant)).toContain("__typename");
    expect(Object.keys(sent.body.data.restaurant)).not.toContain("__typename");
    expect(hashed.body.data.restaurant.menuItems[0].name).toBe(sent.body.data.restaurant.menuItems[0].name);
  });
});
