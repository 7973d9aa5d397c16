import { sessionCookie, signedInCustomer } from "./support/accounts";
import { documentText, errorCode, gql } from "./support/graphql";
import { FORGOT_PASSWORD, LOGIN, LOGOUT, ME, RESET_PASSWORD } from "./support/operations";
import { RedisProcess } from "./support/redis-process";
import { startTestApp, type TestApp } from "./support/test-app";

describe("sessions in Redis", () => {
  const redis = new RedisProcess();
  let app: TestApp;
  beforeAll(async () => {
    await redis.start();
    app = await startTestApp({ redisUrl: redis.url });
  });
  afterAll(async () => {
    await app.stop();
    await redis.stop();
  });

  it("gives a new session id at login (no session fixation) and the old id no longer works", async () => {
    const first = await signedInCustomer(app);
    const second = await signedInCustomer(app);
    const before = await first.agent.post("/graphql").send({ query: documentText(ME) });
    expect(before.body.data.me.email).toBe(first.email);
    const cookieBefore = first.cookie;

    const relogin = await gql(first.agent, LOGIN, { i: { email: second.email, password: second.password } });
    const cookieAfter = sessionCookie(relogin.setCookie);
    expect(cookieAfter).toBeDefined();
    expect(cookieAfter).not.toBe(cookieBefore);

    const stale = await app
      .agent()
      .post("/graphql")
      .set("Cookie", cookieBefore)
      .send({ query: documentText(ME) });
    expect(stale.body.data.me).toBeNull();
    expect((await gql(first.agent, ME)).data!.me!.email).toBe(second.email);
  });

  it("destroys the session at logout: the old cookie is worthless afterwards", async () => {
    const customer = await signedInCustomer(app);
    await gql(customer.agent, LOGOUT);
    const replay = await app
      .agent()
      .post("/graphql")
      .set("Cookie", customer.cookie)
      .send({ query: documentText(ME) });
    expect(replay.body.data.me).toBeNull();
  });

  it("answers 503 at once while Redis is down and recovers by itself when it is back", async () => {
    const customer = await signedInCustomer(app);
    await redis.stop();

    const graphqlDown = await customer.agent.post("/graphql").send({ query: documentText(ME) });
    expect(graphqlDown.status).toBe(503);
    expect(graphqlDown.body.errors[0].extensions.code).toBe("SERVICE_UNAVAILABLE");
    const restDown = await customer.agent.get("/api/auth/check-auth");
    expect(restDown.status).toBe(503);
    expect(restDown.body).toMatchObject({ success: false, code: "SERVICE_UNAVAILABLE" });
    expect((await app.agent().get("/healthz")).status).toBe(200);
    const ready = await app.agent().get("/readyz");
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual({ postgres: "ok", redis: "down" });

    await redis.start();
    const deadline = Date.now() + 15_000;
    while ((await app.agent().get("/readyz")).status !== 200) {
      if (Date.now() > deadline) throw new Error("the app did not reconnect to Redis");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // This Redis keeps nothing on disk, so the old session is gone; signing in works again.
    expect((await gql(customer.agent, ME)).data!.me).toBeNull();
    const login = await gql(customer.agent, LOGIN, { i: { email: customer.email, password: customer.password } });
    expect(login.errors).toBeUndefined();
    expect((await gql(customer.agent, ME)).data!.me!.email).toBe(customer.email);
  });
});

describe("sessions without Redis (the embedded default keeps them in Postgres)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ redisUrl: null });
  });
  afterAll(() => app.stop());

  it("keeps the session in Postgres and rate-limits in memory", async () => {
    const customer = await signedInCustomer(app);
    expect((await gql(customer.agent, ME)).data!.me!.email).toBe(customer.email);
    const { rows } = await app.db.query(`SELECT count(*)::int AS n FROM http_sessions`);
    expect(rows[0].n).toBeGreaterThan(0);
    const ready = await app.agent().get("/readyz");
    expect(ready.body.checks).toEqual({ postgres: "ok", redis: "not configured" });

    for (let i = 0; i < 10; i += 1) {
      await gql(app.agent(), LOGIN, { i: { email: "limited@example.com", password: "wrong password" } });
    }
    expect(errorCode(await gql(app.agent(), LOGIN, { i: { email: "limited@example.com", password: "x" } }))).toBe("RATE_LIMITED");
  });
});

describe("with the signed-in user cached on the node", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { SESSION_USER_CACHE_MS: "60000" } });
  });
  afterAll(() => app.stop());

  it("reads the user once, and a password reset still ends the session at once", async () => {
    const customer = await signedInCustomer(app);
    await gql(customer.agent, ME);
    const cached = await app.countQueries(() => gql(customer.agent, ME));
    expect(cached.count).toBe(0);

    await gql(app.agent(), FORGOT_PASSWORD, { i: { email: customer.email } });
    const token = await app.mail.resetToken(customer.email);
    await gql(app.agent(), RESET_PASSWORD, { i: { token, password: "a fresh password" } });
    expect((await gql(customer.agent, ME)).data!.me).toBeNull();
  });
});
