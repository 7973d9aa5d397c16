import { loadConfig } from "../src/config";
import pino from "pino";
import { DEMO_ACCOUNTS, prepareAccounts } from "../src/db/demo-accounts";
import { hashPassword } from "../src/modules/users/password";
import { errorCode, gql } from "./support/graphql";
import { LOGIN } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";

/** Accounts whose passwords the README publishes never work in production. */
const login = (account: { email: string; password: string }) =>
  gql(app.agent(), LOGIN, { i: { email: account.email, password: account.password } });

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const configFor = (NODE_ENV: string, env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV, SEED_DEMO_DATA: "true", DATABASE_URL: "postgres://unused/x", ...env });
const DEMO_EMAILS = DEMO_ACCOUNTS.map((account) => account.email).sort();

async function rolesOfDemoAccounts(): Promise<Record<string, string>> {
  const { rows } = await app.db.query(`SELECT email, role FROM users WHERE email = ANY($1)`, [DEMO_EMAILS]);
  return Object.fromEntries((rows as Array<{ email: string; role: string }>).map((row) => [row.email, row.role]));
}

function captureLog() {
  const lines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
  return { logger, text: () => lines.join("") };
}

describe("demo accounts", () => {
  it("are created outside production", async () => {
    await prepareAccounts(configFor("development"), app.running.services.users, captureLog().logger, app.running.dataSource);
    for (const account of DEMO_ACCOUNTS) {
      expect((await login(account)).data?.login.user.role).toBe(account.role.toUpperCase());
    }
  });

  it("are never usable in production: their published passwords stop working, and the log says how to make an administrator", async () => {
    await app.db.query(`UPDATE users SET role = 'customer' WHERE email = ANY($1)`, [DEMO_ACCOUNTS.map((a) => a.email)]);
    const log = captureLog();
    await prepareAccounts(configFor("production"), app.running.services.users, log.logger, app.running.dataSource);
    for (const account of DEMO_ACCOUNTS) expect(errorCode(await login(account))).toBe("INVALID_CREDENTIALS");
    expect(log.text()).toContain("published password");
    expect(log.text()).toContain("BOOTSTRAP_ADMIN_EMAIL");
    expect(log.text()).toContain("npm run user:role");
  });

  it("lose every role in production, whether their published password still worked or an earlier start had locked it", async () => {
    const { users } = app.running.services;
    // Back to their demo roles and published passwords; the superadmin was locked by an earlier start and kept its role.
    for (const account of DEMO_ACCOUNTS) await users.upsertAccount(account);
    await users.lockPassword("superadmin@ruchi.test");
    const log = captureLog();
    await prepareAccounts(configFor("production"), users, log.logger, app.running.dataSource);
    expect(await rolesOfDemoAccounts()).toEqual(Object.fromEntries(DEMO_EMAILS.map((email) => [email, "customer"])));
    expect(log.text()).toContain("it is a customer now");
    // A reset by e-mail that takes the locked superadmin over gets a customer's account, nothing more.
    await app.db.query(`UPDATE users SET password_hash = $1 WHERE email = 'superadmin@ruchi.test'`, [
      await hashPassword("taken over through a reset"),
    ]);
    const taken = await login({ email: "superadmin@ruchi.test", password: "taken over through a reset" });
    expect(taken.data?.login.user.role).toBe("CUSTOMER");
  });

  it("leave its role to the demo address the operator named in BOOTSTRAP_ADMIN_EMAIL", async () => {
    const { users } = app.running.services;
    const operator = { email: "admin@ruchi.test", password: "the operator's own long password" };
    await users.upsertAccount({ ...operator, role: "superadmin" });
    const config = configFor("production", { BOOTSTRAP_ADMIN_EMAIL: operator.email, BOOTSTRAP_ADMIN_PASSWORD: operator.password });
    await prepareAccounts(config, users, captureLog().logger, app.running.dataSource);
    expect((await rolesOfDemoAccounts())[operator.email]).toBe("superadmin");
  });
});
