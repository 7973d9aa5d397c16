import { loadConfig } from "../src/config";
import pino from "pino";
import { DEMO_ACCOUNTS, prepareAccounts } from "../src/db/demo-accounts";
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

const configFor = (NODE_ENV: string) => loadConfig({ NODE_ENV, SEED_DEMO_DATA: "true", DATABASE_URL: "postgres://unused/x" });

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
});
