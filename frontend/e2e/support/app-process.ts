import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { REPO_ROOT } from "./run-env";
import { runVapidKeys } from "./vapid-keys";

export interface AppSettings {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  smtpUrl: string;
  dataDir: string;
  logFile: string;
  /** Another frontend build than frontend/dist (FRONTEND_DIST), or null. */
  frontendDist: string | null;
  /** TEST_CLOCK_FILE: the app's clock of the order rules moves by the milliseconds a test writes there (app-clock.ts). */
  clockFile: string;
}

export const APP_MAIN = path.join(REPO_ROOT, "backend", "dist", "main.js");
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * The one rule for a child process's port, shared with the backend's integration tests and soak.
 * Required, not imported: the backend is a CommonJS package and this one ESM, and whether an ESM
 * import of a CommonJS TypeScript file sees its named exports depends on which loader transpiled
 * it (Playwright's or Node's own type stripping; a run here once found none); require always
 * gets the module's exports.
 */
const { freePort } = createRequire(import.meta.url)(
  "../../../backend/tools/local-port.ts",
) as typeof import("../../../backend/tools/local-port");

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/**
 * The built app started the way users start it (`node backend/dist/main.js`), in a process
 * group of its own so that stopping it leaves nothing behind.
 */
export class AppProcess {
  private child: ChildProcess | null = null;
  baseUrl = "";

  constructor(private readonly settings: AppSettings) {}

  async start(): Promise<void> {
    const port = await freePort();
    this.baseUrl = `http://127.0.0.1:${port}`;
    const { NODE_ENV: _jestSetsTest, ...inherited } = process.env;
    const vapid = runVapidKeys();
    const env: NodeJS.ProcessEnv = {
      ...inherited,
      PORT: String(port),
      PUBLIC_URL: this.baseUrl,
      DATABASE_URL: this.settings.databaseUrl,
      REDIS_URL: this.settings.redisUrl,
      REDIS_PREFIX: this.settings.redisPrefix,
      SMTP_URL: this.settings.smtpUrl,
      SEED_DEMO_DATA: "true",
      DATA_DIR: this.settings.dataDir,
      UPLOAD_DIR: path.join(this.settings.dataDir, "uploads"),
      SESSION_SECRET: `e2e-${this.settings.redisPrefix}-session-secret-of-this-run-only`,
      LOG_LEVEL: "warn",
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: "mailto:e2e@ruchi.test",
      // Webhook specs receive deliveries on a plain-http server at 127.0.0.1 of the test itself.
      WEBHOOK_ALLOW_LOCAL: "true",
      // Every account of the run signs in and signs up from 127.0.0.1: one address for the whole suite.
      AUTH_IP_LIMIT_FACTOR: "20",
      // Orders for later are released by the app's clock, which a spec moves forward (app-clock.ts).
      TEST_CLOCK_FILE: this.settings.clockFile,
    };
    // Settings of the developer's own shell must not leak into the app under test.
    for (const name of ["CORS_ORIGINS", "TRUST_PROXY", "BOOTSTRAP_ADMIN_EMAIL", "BOOTSTRAP_ADMIN_PASSWORD", "GEOCODER_URL"]) {
      delete env[name];
    }
    if (this.settings.frontendDist) env.FRONTEND_DIST = this.settings.frontendDist;
    else delete env.FRONTEND_DIST;

    const log = openSync(this.settings.logFile, "a");
    try {
      this.child = spawn(process.execPath, [APP_MAIN], { cwd: REPO_ROOT, env, detached: true, stdio: ["ignore", log, log] });
    } finally {
      closeSync(log);
    }
    await this.waitUntilReady();
  }

  private async waitUntilReady(): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      const child = this.child!;
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`The app exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail(this.settings.logFile)}`);
      }
      try {
        const response = await fetch(`${this.baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) {
        throw new Error(`The app was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${tail(this.settings.logFile)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** SIGTERM to the whole group (a graceful stop), SIGKILL if it lingers. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    signalGroup(child.pid, "SIGTERM");
    const timer = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), STOP_TIMEOUT_MS).unref());
    if ((await Promise.race([exited, timer])) === "late") {
      signalGroup(child.pid, "SIGKILL");
      await exited;
    }
  }

  /** For an abrupt end of the jest process: synchronous, so it works in an 'exit' handler. */
  killNow(): void {
    const child = this.child;
    if (child?.pid && child.exitCode === null && child.signalCode === null) signalGroup(child.pid, "SIGKILL");
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}
