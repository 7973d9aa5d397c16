import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium (apt package `chromium`); playwright's own download does not work here. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** The machine refuses outbound connections, so nothing in the browser may try to phone home. */
const QUIET_ARGS = [
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: QUIET_ARGS });
}
