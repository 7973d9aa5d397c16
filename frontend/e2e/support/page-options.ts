import type { Browser, BrowserContextOptions, Page, ViewportSize } from "@playwright/test";

/** Bhimavaram, the demo town: the restaurants of the demo data are around it. */
export const DEMO_TOWN_LOCATION = { latitude: 16.5449, longitude: 81.5212 } as const;

export const VIEWPORTS = {
  mobile: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Waits for UI states instead of sleeping; a test that hangs fails well before its 60 s. 25 s, not
 * 15: on 2026-11-28 the suite ran two to three times slower on this 2-core machine (cause not yet
 * found, README "Tests"), and live updates under that load took longer than 15 s now and then.
 */
export const ACTION_TIMEOUT_MS = 25_000;

/**
 * Every browser context of the run, unless a test asks otherwise: India's English and time, the
 * demo town as the device's location, and reduced motion. The app then shows antd's dialogs,
 * drawers and lists without their zoom or slide: Playwright checks only the first event of a
 * click against its target, and a dialog still zooming in between mousedown and mouseup takes the
 * mouseup elsewhere, losing the click. No service worker: installing Ruchi's would precache the
 * shop's files in every fresh context (~15% of Chromium's work in a11y + kitchen), and only the
 * specs about the worker itself need it (`serviceWorker: "allow"`). playwright.config.ts uses these
 * for its `page` too.
 */
export const DEFAULT_CONTEXT = {
  locale: "en-IN",
  timezoneId: "Asia/Kolkata",
  geolocation: DEMO_TOWN_LOCATION,
  permissions: ["geolocation"],
  reducedMotion: "reduce",
  serviceWorkers: "block",
} as const satisfies BrowserContextOptions;

export interface PageOptions {
  /** "mobile" is 360 px wide, "desktop" 1280 px; default: the project's (desktop, or the phone for tests tagged @phone). */
  viewport?: keyof typeof VIEWPORTS | ViewportSize;
  /** "granted" (default): the browser reports the demo town; "denied": location permission refused. */
  geolocation?: "granted" | "denied" | { latitude: number; longitude: number };
  /** Start signed in as this account (see `signedIn` in fixtures.ts: one sign-in per worker and account). */
  as?: { email: string; password: string };
  /** "reduced" (default, see DEFAULT_CONTEXT) or "full": the animations most users see. */
  motion?: "reduced" | "full";
  /** The browser's language (navigator.languages and Accept-Language): "te-IN" for a phone set to Telugu; default "en-IN". */
  locale?: string;
  /** "allow": the app installs its service worker (offline use, pushes, precaching); default: blocked (DEFAULT_CONTEXT). */
  serviceWorker?: "allow";
}

export type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/** A page in a new browser context (its own cookies and storage) made from `options`. */
export async function newPage(
  browser: Browser,
  options: PageOptions,
  defaults: { baseURL: string; viewport: ViewportSize; session: StorageState | null },
): Promise<Page> {
  const geolocation = options.geolocation ?? "granted";
  const context = await browser.newContext({
    ...DEFAULT_CONTEXT,
    baseURL: defaults.baseURL,
    viewport: typeof options.viewport === "object" ? options.viewport : options.viewport ? VIEWPORTS[options.viewport] : defaults.viewport,
    locale: options.locale ?? DEFAULT_CONTEXT.locale,
    reducedMotion: options.motion === "full" ? "no-preference" : "reduce",
    serviceWorkers: options.serviceWorker ?? DEFAULT_CONTEXT.serviceWorkers,
    ...(geolocation === "denied"
      ? { geolocation: undefined, permissions: [] }
      : { geolocation: geolocation === "granted" ? DEMO_TOWN_LOCATION : geolocation }),
    ...(defaults.session ? { storageState: defaults.session } : {}),
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
  return context.newPage();
}
