import { signedInCustomer, signedInStaff } from "./support/accounts";
import { documentText, errorCode, gql, gqlRaw } from "./support/graphql";
import { LOGIN, ME, SET_USER_ROLE } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";
import { graphql } from "./gql";
import type { AdminUsersQueryVariables } from "./gql/graphql";

const NOTICE = "You Need Super Admin Access To View This Detail";
const ADMIN_USERS = graphql(`
  query AdminUsers($search: String, $role: UserRole, $limit: Int, $offset: Int) {
    adminUsers(search: $search, role: $role, limit: $limit, offset: $offset) {
      total limit offset items { id userName email phone role isVerified createdAt } } }
`);
const ADMIN_ORDERS_TOTAL = graphql(`
  query AdminUsersOrdersTotal { adminOrders { total } }
`);

type Agent = ReturnType<TestApp["agent"]>;
let app: TestApp;
let superadmin: Awaited<ReturnType<typeof signedInStaff>>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
let ravi: Awaited<ReturnType<typeof signedInCustomer>>;

beforeAll(async () => {
  // A long user cache, as in production: a role change must still apply at once on this node.
  app = await startTestApp({ env: { SESSION_USER_CACHE_MS: "60000" } });
  customer = await signedInCustomer(app, { userName: "Lakshmi Prasanna", phone: "9876501234" });
  ravi = await signedInCustomer(app, { userName: "Ravi 100% Kumar", phone: "9123456780" });
  admin = await signedInStaff(app, "admin");
  superadmin = await signedInStaff(app, "superadmin");
});
afterAll(() => app.stop());

const list = async (agent: Agent, variables: AdminUsersQueryVariables = {}) => {
  const result = await gql(agent, ADMIN_USERS, variables);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.adminUsers;
};
const emails = (page: { items: Array<{ email: string }> }) => page.items.map((user) => user.email);

describe("who may manage accounts", () => {
  it("refuses anonymous callers, customers and admins: only superadmins list accounts and change roles", async () => {
    const setRole = { id: customer.id, role: "ADMIN" } as const;
    expect(errorCode(await gql(app.agent(), ADMIN_USERS))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(app.agent(), SET_USER_ROLE, setRole))).toBe("UNAUTHENTICATED");
    for (const agent of [customer.agent, admin.agent]) {
      const listed = await gql(agent, ADMIN_USERS);
      expect([errorCode(listed), listed.errors?.[0]?.message, listed.data]).toEqual(["FORBIDDEN", NOTICE, null]);
      expect(errorCode(await gql(agent, SET_USER_ROLE, setRole))).toBe("FORBIDDEN");
    }
    const { rows } = await app.db.query(`SELECT role FROM users WHERE id = $1`, [customer.id]);
    expect(rows[0].role).toBe("customer");
  });
});

describe("the superadmin's account list", () => {
  it("lists customers and staff newest first, with the total over all pages", async () => {
    const all = await list(superadmin.agent);
    const { rows } = await app.db.query(`SELECT email FROM users ORDER BY created_at DESC, id DESC`);
    expect(all).toMatchObject({ total: rows.length, limit: 20, offset: 0 });
    expect(emails(all)).toEqual(rows.map((row) => row.email));
    expect(all.items.find((user) => user.id === admin.id)).toMatchObject({ role: "ADMIN", isVerified: true });
    expect(all.items.find((user) => user.id === customer.id)).toMatchObject({
      role: "CUSTOMER",
      userName: "Lakshmi Prasanna",
      phone: "9876501234",
    });
  });

  it("pages with limit and offset", async () => {
    const all = emails(await list(superadmin.agent));
    const first = await list(superadmin.agent, { limit: 2, offset: 0 });
    const second = await list(superadmin.agent, { limit: 2, offset: 2 });
    expect(first).toMatchObject({ total: all.length, limit: 2, offset: 0 });
    expect([...emails(first), ...emails(second)]).toEqual(all.slice(0, 4));
    expect(errorCode(await gql(superadmin.agent, ADMIN_USERS, { limit: 51 }))).toBe("BAD_USER_INPUT");
  });

  it("searches the name, e-mail and phone in any case, reading the search literally, and narrows by role", async () => {
    expect(emails(await list(superadmin.agent, { search: "lakshmi" }))).toEqual([customer.email]);
    expect(emails(await list(superadmin.agent, { search: customer.email.toUpperCase() }))).toEqual([customer.email]);
    expect(emails(await list(superadmin.agent, { search: "501234" }))).toEqual([customer.email]);
    // "%" is data, not a wildcard: only the name that really contains "100%" matches.
    expect(emails(await list(superadmin.agent, { search: "100%" }))).toEqual([ravi.email]);
    expect(await list(superadmin.agent, { search: "nobody-by-this-name" })).toMatchObject({ total: 0, items: [] });

    const admins = await list(superadmin.agent, { role: "ADMIN" });
    expect(admins.items.map((user) => user.role)).toEqual(admins.items.map(() => "ADMIN"));
    expect(emails(admins)).toContain(admin.email);
    expect(emails(await list(superadmin.agent, { role: "SUPERADMIN", search: superadmin.email }))).toEqual([superadmin.email]);
  });
});

describe("changing roles", () => {
  it("gives the new role at once and ends the user's sessions; the next login has the new role", async () => {
    const member = await signedInCustomer(app);
    expect((await gql(member.agent, ME)).data?.me).toMatchObject({ id: member.id, role: "CUSTOMER" });

    const promoted = await gql(superadmin.agent, SET_USER_ROLE, { id: member.id, role: "ADMIN" });
    expect(promoted.data).toEqual({ setUserRole: { id: member.id, email: member.email, role: "ADMIN" } });
    expect((await gql(member.agent, ME)).data).toEqual({ me: null });
    expect(errorCode(await gql(member.agent, ADMIN_ORDERS_TOTAL))).toBe("UNAUTHENTICATED");

    const relogin = await gql(member.agent, LOGIN, { i: { email: member.email, password: member.password } });
    expect(relogin.data?.login.user.role).toBe("ADMIN");
    expect(errorCode(await gql(member.agent, ADMIN_ORDERS_TOTAL))).toBeUndefined();
    expect(emails(await list(superadmin.agent, { role: "ADMIN" }))).toContain(member.email);

    await gql(superadmin.agent, SET_USER_ROLE, { id: member.id, role: "CUSTOMER" });
    expect((await gql(member.agent, ME)).data).toEqual({ me: null });
  });

  it("keeps the sessions when the role stays the same", async () => {
    const member = await signedInCustomer(app);
    const same = await gql(superadmin.agent, SET_USER_ROLE, { id: member.id, role: "CUSTOMER" });
    expect(same.data).toEqual({ setUserRole: { id: member.id, email: member.email, role: "CUSTOMER" } });
    expect((await gql(member.agent, ME)).data?.me).toMatchObject({ id: member.id, role: "CUSTOMER" });
  });

  it("refuses a superadmin's change of their own role, so the last superadmin cannot lock everyone out", async () => {
    const refused = await gql(superadmin.agent, SET_USER_ROLE, { id: superadmin.id, role: "CUSTOMER" });
    expect([errorCode(refused), refused.errors?.[0]?.message]).toEqual([
      "FORBIDDEN",
      "You cannot change your own role. Ask another superadmin to do it.",
    ]);
    expect((await gql(superadmin.agent, ME)).data?.me).toMatchObject({ id: superadmin.id, role: "SUPERADMIN" });
    const { rows } = await app.db.query(`SELECT role FROM users WHERE id = $1`, [superadmin.id]);
    expect(rows[0].role).toBe("superadmin");
  });

  it("answers NOT_FOUND for an unknown account and rejects unknown roles", async () => {
    const unknown = await gql(superadmin.agent, SET_USER_ROLE, { id: "00000000-0000-4000-8000-000000000000", role: "ADMIN" });
    expect([errorCode(unknown), unknown.errors?.[0]?.message]).toEqual(["NOT_FOUND", "User not found"]);
    expect(errorCode(await gql(superadmin.agent, SET_USER_ROLE, { id: "not-an-id", role: "ADMIN" }))).toBe("NOT_FOUND");
    // Not a UserRole: the variable is refused before anything runs.
    const owner = await gqlRaw(superadmin.agent, documentText(SET_USER_ROLE), { id: customer.id, role: "OWNER" });
    expect(owner.status).toBe(400);
  });
});
