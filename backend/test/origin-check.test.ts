import { signedInCustomer } from "./support/accounts";
import { upgradeStatus } from "./support/subscriptions";
import { startTestApp, type TestApp } from "./support/test-app";

/**
 * A request may act with the session cookie only from a page of the same origin: the same scheme,
 * host and port as the request was made to (or PUBLIC_URL's, or one of CORS_ORIGINS). The app
 * here is plain http on 127.0.0.1 and trusts no proxy.
 */
let app: TestApp;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
beforeAll(async () => {
  app = await startTestApp();
  customer = await signedInCustomer(app);
});
afterAll(() => app.stop());

const addAddress = (origin: string, forwardedProto?: string) => {
  const post = customer.agent.post("/api/shop/address/add").set("Origin", origin);
  if (forwardedProto) post.set("X-Forwarded-Proto", forwardedProto);
  return post.send({ userId: customer.id, address: "5 Canal Road", city: "Bhimavaram", pincode: "534201", phone: "9876543210", notes: "" });
};

describe("the Origin of a state-changing legacy request", () => {
  it("is refused when only the scheme differs from the request's", async () => {
    const other = new URL(app.url);
    other.protocol = "https:";
    const crossScheme = await addAddress(other.origin);
    expect(crossScheme.status).toBe(403);
    expect(crossScheme.body).toMatchObject({ success: false, code: "FORBIDDEN" });
    // X-Forwarded-Proto is nobody's word here: no TRUST_PROXY.
    expect((await addAddress(other.origin, "https")).status).toBe(403);
  });

  it("is refused when only the port differs", async () => {
    const other = new URL(app.url);
    other.port = String(Number(other.port) + 1);
    expect((await addAddress(other.origin)).status).toBe(403);
  });

  it("is accepted when it is the request's own origin", async () => {
    const same = await addAddress(new URL(app.url).origin);
    expect(same.status).toBe(201);
    expect(same.body.success).toBe(true);
  });
});

describe("the Origin of a GraphQL websocket", () => {
  it("is refused when only the scheme differs, accepted when it is the server's own", async () => {
    const other = new URL(app.url);
    other.protocol = "https:";
    expect(await upgradeStatus(app.url, { origin: other.origin, cookie: customer.cookie })).toBe(403);
    expect(await upgradeStatus(app.url, { origin: new URL(app.url).origin, cookie: customer.cookie })).toBe(101);
  });
});
