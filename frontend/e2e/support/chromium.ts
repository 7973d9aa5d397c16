/** Debian's Chromium (apt package `chromium`); Playwright's own browser download does not work here. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** The machine refuses outbound connections, so nothing in the browser may try to phone home. */
export const QUIET_ARGS = [
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

/** How playwright.config.ts and a profile of its own (installable-browser.ts) launch it. */
export const LAUNCH_OPTIONS = { executablePath: CHROMIUM_PATH, args: QUIET_ARGS };
