import request from "supertest";
import { sessionCookie } from "./support/accounts";
import { gql } from "./support/graphql";
import { LOGIN, ME } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";

/**
 * What the fault soak (npm run soak) found, each kept from coming back by a test of its own rule.
 */

const OWNER = { email: "owner@example.com", password: "owner password 1" };

describe("BOOTSTRAP_ADMIN_* on a cluster of nodes that start and restart", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { BOOTSTRAP_ADMIN_EMAIL: OWNER.email, BOOTSTRAP_ADMIN_PASSWORD: OWNER.password } });
  });
  afterAll(() => app.stop());

  it("keeps the superadmin signed in when another node starts with the same account and password", async () => {
    const login = await gql(app.agent(), LOGIN, { i: OWNER });
    const cookie = sessionCookie(login.setCookie)!;
    expect(login.data?.login.user.role).toBe("SUPERADMIN");

    // A node starting (a deploy, a replacement after a crash) runs the same bootstrap again.
    const peer = await app.startPeer();
    for (const url of [app.url, `http://127.0.0.1:${peer.port}`]) {
      const me = await gql(request.agent(url).set("Cookie", cookie) as unknown as request.Agent, ME);
      expect(me.data?.me?.email).toBe(OWNER.email);
    }
  });

  it("still ends the account's sessions when the bootstrap gives it another password", async () => {
    const login = await gql(app.agent(), LOGIN, { i: OWNER });
    const cookie = sessionCookie(login.setCookie)!;
    await app.running.services.users.upsertAccount({ email: OWNER.email, password: "another password 2", role: "superadmin" });
    const me = await gql(app.agent().set("Cookie", cookie) as unknown as request.Agent, ME);
    expect(me.data?.me).toBeNull();
    expect((await gql(app.agent(), LOGIN, { i: { ...OWNER, password: "another password 2" } })).data?.login.user.role).toBe("SUPERADMIN");
  });
});
