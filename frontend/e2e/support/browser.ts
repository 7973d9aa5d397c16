import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { type Account, sessionFor } from "./accounts";
import { launchChromium } from "./chromium";
import { trackPage } from "./page-registry";
import { baseUrl } from "./run-env";

/** Bhimavaram, the demo town: the restaurants of the demo data are around it. */
export const DEMO_TOWN_LOCATION = { latitude: 16.5449, longitude: 81.5212 } as const;

export const VIEWPORTS = {
  mobile: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

export interface PageOptions {
  /** "mobile" is 360 px wide; default "desktop" (1280 px). */
  viewport?: keyof typeof VIEWPORTS | { width: number; height: number };
  /** "granted" (default): the browser reports the demo town; "denied": location permission refused. */
  geolocation?: "granted" | "denied" | { latitude: number; longitude: number };
  /** Start signed in as this account (a session made through the API once per test file). */
  as?: Account;
  /**
   * "reduced" (default): the browser asks for reduced motion, and the app then shows antd's
   * dialogs, drawers and lists without their zoom or slide. Playwright checks only the first
   * event of a click against its target; a dialog still zooming in between mousedown and mouseup
   * takes the mouseup elsewhere and the click is lost. "full": the animations most users see.
   */
  motion?: "reduced" | "full";
  /**
   * The browser's language (navigator.languages and Accept-Language): "te-IN" for a phone set to
   * Telugu, "en-US" for a second device in English; default "en-IN".
   */
  locale?: string;
}

/** Waits for UI states instead of sleeping; a test that hangs fails well before jest's 60 s. */
const ACTION_TIMEOUT_MS = 15_000;

export interface E2EBrowser {
  /**
   * A page in a new browser context (its own cookies and storage). Opened in a test (or a
   * beforeEach) it is closed after that test; opened in a beforeAll it lives until the file ends.
   */
  newPage(options?: PageOptions): Promise<Page>;
  /** The Chromium of this test file. */
  readonly browser: Browser;
}

/**
 * Call once at the top of a spec file: one Chromium for the file, a fresh context per
 * newPage().
 */
export function useBrowser(): E2EBrowser {
  let browser: Browser | null = null;
  let inTest = false;
  let testContexts: BrowserContext[] = [];
  const fileContexts: BrowserContext[] = [];
  const closeAll = (contexts: BrowserContext[]) => Promise.all(contexts.map((context) => context.close().catch(() => undefined)));

  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    const open = testContexts;
    testContexts = [];
    await closeAll(open);
  });
  afterAll(async () => {
    await closeAll(fileContexts.splice(0));
    await browser?.close();
    browser = null;
  });

  const current = () => {
    if (!browser) throw new Error("useBrowser(): the browser starts in beforeAll; call newPage() inside a test or hook");
    return browser;
  };

  return {
    get browser() {
      return current();
    },
    async newPage(options: PageOptions = {}) {
      const geolocation = options.geolocation ?? "granted";
      const viewport = typeof options.viewport === "object" ? options.viewport : VIEWPORTS[options.viewport ?? "desktop"];
      const contextOptions: BrowserContextOptions = {
        baseURL: baseUrl(),
        viewport,
        locale: options.locale ?? "en-IN",
        reducedMotion: options.motion === "full" ? "no-preference" : "reduce",
        timezoneId: "Asia/Kolkata",
        ...(geolocation === "denied"
          ? {}
          : { geolocation: geolocation === "granted" ? DEMO_TOWN_LOCATION : geolocation, permissions: ["geolocation"] }),
        ...(options.as ? { storageState: await sessionFor(current(), options.as) } : {}),
      };
      const context = await current().newContext(contextOptions);
      (inTest ? testContexts : fileContexts).push(context);
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
      const page = await context.newPage();
      trackPage(page);
      return page;
    },
  };
}
