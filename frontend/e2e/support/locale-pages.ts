import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { type Account, sessionFor } from "./accounts";
import { DEMO_TOWN_LOCATION, VIEWPORTS, type E2EBrowser } from "./browser";
import { trackPage } from "./page-registry";
import { baseUrl } from "./run-env";

export interface LocalePageOptions {
  /** The browser's language (navigator.languages and Accept-Language), e.g. "te-IN" or "en-US". */
  locale: string;
  /** "mobile" (default here: the Telugu checks are about 360 px) or "desktop". */
  viewport?: keyof typeof VIEWPORTS;
  /** Start signed in as this account (the file's shared session for it). */
  as?: Account;
}

const ACTION_TIMEOUT_MS = 15_000;

/**
 * Pages whose browser speaks another language than `e2e.newPage`'s fixed "en-IN": a visitor
 * whose phone is set to Telugu, a second device set to English. Otherwise the same context as
 * `e2e.newPage` (the demo town's location granted, Kolkata time, reduced motion, tracked for the
 * failure screenshots). Call at the top of the file, after `useBrowser()`; each page opened in a
 * test is closed after it, one opened in a `beforeAll` when the file ends.
 */
export function useLocalePages(e2e: E2EBrowser): { newPage(options: LocalePageOptions): Promise<Page> } {
  let inTest = false;
  let testContexts: BrowserContext[] = [];
  const fileContexts: BrowserContext[] = [];
  const closeAll = (contexts: BrowserContext[]) => Promise.all(contexts.map((context) => context.close().catch(() => undefined)));

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
  });

  return {
    async newPage({ locale, viewport = "mobile", as }: LocalePageOptions) {
      const options: BrowserContextOptions = {
        baseURL: baseUrl(),
        viewport: VIEWPORTS[viewport],
        locale,
        reducedMotion: "reduce",
        timezoneId: "Asia/Kolkata",
        geolocation: DEMO_TOWN_LOCATION,
        permissions: ["geolocation"],
        ...(as ? { storageState: await sessionFor(e2e.browser, as) } : {}),
      };
      const context = await e2e.browser.newContext(options);
      (inTest ? testContexts : fileContexts).push(context);
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
      const page = await context.newPage();
      trackPage(page);
      return page;
    },
  };
}
