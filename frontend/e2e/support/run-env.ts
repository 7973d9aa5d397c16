import path from "node:path";

/**
 * What the global setup (the jest parent process) tells the test workers, through the
 * environment they inherit: jest runs setup and tests in different processes.
 */
export const RUN_ENV = {
  baseUrl: "RUCHI_E2E_BASE_URL",
  mailUrl: "RUCHI_E2E_MAIL_URL",
  artifactsDir: "RUCHI_E2E_ARTIFACTS_DIR",
} as const;

export const REPO_ROOT = path.resolve(__dirname, "..", "..", "..");

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: run the end-to-end tests with "npm run e2e" (its global setup starts the app).`);
  }
  return value;
}

/** The app under test, e.g. "http://127.0.0.1:41234" (no trailing slash). */
export function baseUrl(): string {
  return required(RUN_ENV.baseUrl);
}

/** The mail catcher's HTTP view of the e-mails the app sent. */
export function mailUrl(): string {
  return required(RUN_ENV.mailUrl);
}

export function artifactsDir(): string {
  return required(RUN_ENV.artifactsDir);
}
