import path from "node:path";

/**
 * Where this worker's app and mail catcher listen: set by the worker's `world` fixture
 * (world.ts) before any test of the worker runs, read by the helpers that call the app.
 */
export const RUN_ENV = {
  baseUrl: "RUCHI_E2E_BASE_URL",
  mailUrl: "RUCHI_E2E_MAIL_URL",
  /** The file whose milliseconds move the app's clock of the order rules (TEST_CLOCK_FILE, app-clock.ts). */
  clockFile: "RUCHI_E2E_CLOCK_FILE",
} as const;

export const REPO_ROOT = path.resolve(import.meta.dirname, "..", "..", "..");

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: import test from "./support" (its worker fixture starts the app).`);
  return value;
}

/** The app under test, e.g. "http://127.0.0.1:41234" (no trailing slash). */
export function baseUrl(): string {
  return required(RUN_ENV.baseUrl);
}

/** The file the app reads its clock's offset from (app-clock.ts). */
export function clockFile(): string {
  return required(RUN_ENV.clockFile);
}

/** The mail catcher's HTTP view of the e-mails the app sent. */
export function mailUrl(): string {
  return required(RUN_ENV.mailUrl);
}
