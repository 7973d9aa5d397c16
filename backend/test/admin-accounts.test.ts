import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { gql } from "./support/graphql";
import { LOGIN, ME } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";

const run = promisify(execFile);
const cli = path.join(__dirname, "..", "dist", "cli", "user-role.js");

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { BOOTSTRAP_ADMIN_EMAIL: "Owner@Example.com", BOOTSTRAP_ADMIN_PASSWORD: "owner password 1" } });
});
afterAll(() => app.stop());

describe("the first administrators", () => {
  it("creates the BOOTSTRAP_ADMIN_* account as a verified superadmin on start", async () => {
    const login = await gql(app.agent(), LOGIN, { i: { email: "owner@example.com", password: "owner password 1" } });
    expect(login.data?.login.user.role).toBe("SUPERADMIN");
  });

  it("creates and promotes accounts from the command line, ending the promoted account's sessions", async () => {
    const databaseUrl = (await app.db.query(`SELECT current_database() AS name`)).rows[0].name as string;
    const env = {
      ...process.env,
      DATABASE_URL: new URL(`/${databaseUrl}`, "postgres://postgres@127.0.0.1:5432").toString(),
      LOG_LEVEL: "silent",
    };
    const created = await run(process.execPath, [cli, "--email", "staff@example.com", "--role", "admin", "--password", "staff password"], {
      env,
    });
    expect(created.stdout).toBe("Created staff@example.com: role admin.\n");
    const staff = app.agent();
    const login = await gql(staff, LOGIN, { i: { email: "staff@example.com", password: "staff password" } });
    expect(login.data?.login.user.role).toBe("ADMIN");

    const promoted = await run(process.execPath, [cli, "--email", "staff@example.com", "--role", "superadmin"], { env });
    expect(promoted.stdout).toBe("Updated staff@example.com: role superadmin.\n");
    expect((await gql(staff, ME)).data).toEqual({ me: null });

    const refused = await run(process.execPath, [cli, "--email", "nobody@example.com", "--role", "admin"], { env }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining("give a password to create it") });
    const usage = await run(process.execPath, [cli, "--email", "x@example.com", "--role", "king"], { env }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(usage).toMatchObject({ code: 2, stderr: expect.stringContaining("Usage:") });
  });
});
