import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext } from "playwright-core";
import { CHROMIUM_PATH } from "./chromium";
import { baseUrl } from "./run-env";

/**
 * A Chromium with a profile of its own on disk. Chromium never offers to install an app from an
 * incognito profile (its installability check answers "in-incognito"), and every context of
 * `useBrowser()` is one; a persistent context is an ordinary profile, as on a phone.
 */
export async function withInstallableBrowser(run: (context: BrowserContext) => Promise<void>): Promise<void> {
  const profile = await mkdtemp(path.join(tmpdir(), "ruchi-e2e-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    baseURL: baseUrl(),
    // As quiet as the other browsers of the run (support/chromium.ts): the machine refuses outbound connections.
    args: [
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
      "--disable-quic",
    ],
  });
  try {
    await run(context);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
