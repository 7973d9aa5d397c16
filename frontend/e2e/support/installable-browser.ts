import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext } from "@playwright/test";
import { LAUNCH_OPTIONS } from "./chromium";
import { baseUrl } from "./run-env";

/**
 * A Chromium with a profile of its own on disk. Chromium never offers to install an app from an
 * incognito profile (its installability check answers "in-incognito"), and every context of
 * `openPage` is one; a persistent context is an ordinary profile, as on a phone.
 */
export async function withInstallableBrowser(run: (context: BrowserContext) => Promise<void>): Promise<void> {
  const profile = await mkdtemp(path.join(tmpdir(), "ruchi-e2e-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...LAUNCH_OPTIONS,
    headless: true,
    baseURL: baseUrl(),
    // The runner applies the config's context options here too, and they block service workers.
    serviceWorkers: "allow",
  });
  try {
    await run(context);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
