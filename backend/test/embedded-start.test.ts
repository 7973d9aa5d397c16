import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import request from "supertest";
import { freePort } from "../tools/local-port";
import { gql } from "./support/graphql";
import { LOGIN, RESTAURANTS_NEAR } from "./support/operations";

/**
 * `npm start` on a machine with no PostgreSQL, Redis or SMTP configured: the built server
 * starts an embedded PostgreSQL under DATA_DIR, seeds the demo town, writes mail to files, and
 * keeps its data across a restart.
 */
const main = path.join(__dirname, "..", "dist", "main.js");

async function start(
  dataDir: string,
  port: number,
  pgPort: number,
  nodeEnv?: string,
): Promise<{ child: ChildProcess; output: () => string }> {
  let output = "";
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}) };
  Object.assign(env, { DATA_DIR: dataDir, PORT: String(port), EMBEDDED_POSTGRES_PORT: String(pgPort), LOG_LEVEL: "info" });
  const child = spawn(process.execPath, [main], { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { child, output: () => output };
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

/** SIGTERM ends the server with exit code 0 (a failing shutdown shows its log). */
async function expectCleanStop(server: { child: ChildProcess; output: () => string }) {
  const exitCode = await stop(server.child);
  expect(
    exitCode === 0
      ? "stopped cleanly"
      : server
          .output()
          .split("\n")
          .filter((line) => /"level":(40|50|60)|Error/.test(line))
          .join("\n")
          .slice(0, 3000),
  ).toBe("stopped cleanly");
}

describe("the embedded default (npm start with nothing configured)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ruchi-embedded-"));
  // The embedded PostgreSQL runs as the OS user postgres when started as root.
  chmodSync(dataDir, 0o755);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("serves the demo town, e-mails to files and keeps its data across a restart; demo accounts only outside production", async () => {
    expect(existsSync(main)).toBe(true);
    const [port, pgPort] = [await freePort(), await freePort()];
    const first = await start(dataDir, port, pgPort, "production");
    const url = `http://127.0.0.1:${port}`;
    const demoLogin = { i: { email: "customer@ruchi.test", password: "customer123" } };
    try {
      // Production: the demo town, but no account whose password the README publishes.
      expect(first.output()).not.toContain("customer@ruchi.test");
      expect(first.output()).toContain("BOOTSTRAP_ADMIN_EMAIL");
      expect(first.output()).toContain("npm run user:role");
      expect((await gql(request.agent(url), LOGIN, demoLogin)).errors?.[0]?.extensions?.code).toBe("INVALID_CREDENTIALS");
      const town = await gql(request.agent(url), RESTAURANTS_NEAR, { lat: 16.5449, lng: 81.5212 });
      expect(town.data!.restaurantsNear.total).toBeGreaterThan(10);

      const email = "newcomer@example.com";
      const browser = request.agent(url);
      const registered = await browser
        .post("/api/auth/register")
        .send({ userName: "Newcomer", email, phone: "9123456780", password: "newcomer password" });
      expect(registered.status).toBe(201);
      const mailDir = path.join(dataDir, "mail");
      const mails = readdirSync(mailDir).map((name) => readFileSync(path.join(mailDir, name), "utf8"));
      const code = /verification code is (\d{6})/.exec(mails.find((mail) => mail.includes(`To: ${email}`))!)![1];
      // The log line travels through a pipe; give it a moment.
      const deadline = Date.now() + 5000;
      while (!first.output().includes(`"to":"${email}"`) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // In production the log says a mail was written, never what it carries: the file holds the code.
      expect(first.output()).toContain("e-mail written to file");
      expect(first.output()).not.toMatch(new RegExp(`\\b${code}\\b`));
      expect(first.output()).not.toContain("verification code");
      const verified = await browser.post("/api/auth/verify-otp").send({ email, otp: code });
      expect(verified.status).toBe(200);
      expect(readdirSync(path.join(dataDir, "uploads")).length).toBeGreaterThan(10);
    } finally {
      await expectCleanStop(first);
    }

    // Outside production the same data gets the demo accounts (the two-command start).
    const second = await start(dataDir, port, pgPort);
    try {
      expect(second.output()).toContain("customer@ruchi.test");
      expect((await gql(request.agent(url), LOGIN, demoLogin)).data?.login.user.role).toBe("CUSTOMER");
      const login = await request(url).post("/api/auth/login").send({ email: "newcomer@example.com", password: "newcomer password" });
      expect(login.status).toBe(200);
      expect(second.output()).not.toContain("initialising the embedded PostgreSQL");
    } finally {
      await expectCleanStop(second);
    }
  }, 180_000);
});
