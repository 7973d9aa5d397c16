import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { LAUNCH_OPTIONS } from "./e2e/support/chromium";
import { ACTION_TIMEOUT_MS, DEFAULT_CONTEXT, VIEWPORTS } from "./e2e/support/page-options";

/**
 * End-to-end tests: Debian's Chromium against the built app (e2e/README.md). `npm run e2e` from
 * the repository root; `npm test` builds the app first. Every worker starts its own app, database
 * and mail catcher (e2e/support/world.ts), so workers share nothing but the machine.
 */
const workers = Number(process.env.RUCHI_E2E_WORKERS) || Math.min(Math.max(availableParallelism(), 1), 4);

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.e2e.ts",
  outputDir: "test-results",
  timeout: 60_000,
  expect: { timeout: ACTION_TIMEOUT_MS },
  workers,
  // A spec file's tests run in order in one worker (they may build on each other's data); files run side by side.
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  use: {
    ...DEFAULT_CONTEXT,
    browserName: "chromium",
    launchOptions: LAUNCH_OPTIONS,
    actionTimeout: ACTION_TIMEOUT_MS,
    navigationTimeout: ACTION_TIMEOUT_MS,
    // A failing test keeps its trace: actions, console and network, without DOM snapshots or the
    // screencast. Recording those for every test (to keep them for the failing few) was the run's
    // largest cost on 2 cores: a11y + kitchen used ~40% less CPU without them (Chromium and the
    // runner both). The failure screenshot shows the last state; the app's log is attached too.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "desktop", use: { viewport: VIEWPORTS.desktop }, grepInvert: /@phone/ },
    { name: "phone", use: { viewport: VIEWPORTS.mobile }, grep: /@phone/ },
  ],
});
