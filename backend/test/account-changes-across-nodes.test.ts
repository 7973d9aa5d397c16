import request from "supertest";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { errorCode, gql } from "./support/graphql";
import { DASHBOARD, FORGOT_PASSWORD, ME, MY_LANGUAGE, RESET_PASSWORD, SET_PREFERRED_LANGUAGE, SET_USER_ROLE } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";

/**
 * Each node reuses the signed-in user it read for SESSION_USER_CACHE_MS. A role change, a
 * password reset or a new language made on one node must still apply on every other node at once.
 */

let app: TestApp;
let peerUrl: string;
beforeAll(async () => {
  // A minute: far longer than the test, so only being told can make the other node forget.
  app = await startTestApp({ env: { SESSION_USER_CACHE_MS: "60000" } });
  peerUrl = (await app.startPeer()).url;
});
afterAll(() => app.stop());

const onPeer = (cookie: string) => request.agent(peerUrl).set("Cookie", cookie) as unknown as request.Agent;

describe("account changes on a cluster of nodes", () => {
  it("refuses a demoted admin on the other node at once", async () => {
    const superadmin = await signedInStaff(app, "superadmin");
    const admin = await signedInStaff(app, "admin");
    // The other node reads the admin once and would answer from that copy for a minute.
    expect((await gql(onPeer(admin.cookie), DASHBOARD)).errors).toBeUndefined();

    const demoted = await gql(superadmin.agent, SET_USER_ROLE, { id: admin.id, role: "CUSTOMER" });
    expect(demoted.data?.setUserRole.role).toBe("CUSTOMER");

    const after = await gql(onPeer(admin.cookie), DASHBOARD);
    expect(errorCode(after)).toBe("UNAUTHENTICATED");
  });

  it("ends the sessions on the other node at once when the password is reset", async () => {
    const admin = await signedInStaff(app, "admin");
    expect((await gql(onPeer(admin.cookie), DASHBOARD)).errors).toBeUndefined();

    await gql(app.agent(), FORGOT_PASSWORD, { i: { email: admin.email } });
    const token = await app.mail.resetToken(admin.email);
    const reset = await gql(app.agent(), RESET_PASSWORD, { i: { token, password: "a completely new password" } });
    expect(reset.errors).toBeUndefined();

    expect(errorCode(await gql(onPeer(admin.cookie), DASHBOARD))).toBe("UNAUTHENTICATED");
    expect((await gql(onPeer(admin.cookie), ME)).data).toEqual({ me: null });
  });

  it("writes in the new language on the other node at once, the session standing", async () => {
    const customer = await signedInCustomer(app);
    expect((await gql(onPeer(customer.cookie), MY_LANGUAGE)).data!.me!.preferredLanguage).toBeNull();

    expect((await gql(customer.agent, SET_PREFERRED_LANGUAGE, { language: "te" })).errors).toBeUndefined();

    expect((await gql(onPeer(customer.cookie), MY_LANGUAGE)).data!.me).toEqual({ id: customer.id, preferredLanguage: "te" });
  });
});
