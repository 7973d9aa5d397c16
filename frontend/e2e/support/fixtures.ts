import { test as base, request, type Browser, type Page, type ViewportSize } from "@playwright/test";
import { DEMO, createCustomer, signInSession, type Account } from "./accounts";
import { nearestDemoRestaurant } from "./demo-town";
import { graphql } from "./graphql";
import { VIEWPORTS, newPage, type PageOptions, type StorageState } from "./page-options";
import { attachJournals, keepJournal } from "./page-journal";
import { appLogTail, startWorld, type World } from "./world";

/** A person on a demo restaurant's staff (the kitchen board at /kitchen/<restaurant.id>). */
export interface KitchenStaff {
  account: Account;
  restaurant: { id: string; name: string };
}

/** Opens a page in a new browser context made from `options` (page-options.ts). */
export type OpenPage = (options?: PageOptions) => Promise<Page>;

interface TestFixtures {
  /**
   * A page in a new browser context (own cookies and storage), closed after the test. Options:
   * viewport, geolocation, `as` (signed in), motion, locale, serviceWorker (page-options.ts).
   */
  openPage: OpenPage;
  /** Signed-in pages of the demo accounts (one session per worker, shared: never log them out). */
  customerPage: Page;
  adminPage: Page;
  superadminPage: Page;
  riderPage: Page;
  /** Signed in as the worker's restaurant staff member (`kitchenStaff`). */
  kitchenPage: Page;
  /** Attaches the end of the app's log to a failing test. */
  appLogOnFailure: void;
}

interface WorkerFixtures {
  /** This worker's app, database and mail catcher (world.ts), started before its first test. */
  world: World;
  /** The session of `account`, signed in through the API once per worker and account. */
  signedIn: (account: Pick<Account, "email" | "password">) => Promise<StorageState>;
  /**
   * A page that lives as long as the worker, for a beforeAll that prepares data through the UI or
   * a read-only walk over many pages (a fresh context's first load costs ~4× a later one). Close
   * it in afterAll (`page.context().close()`) when the spec is done with it.
   */
  openSharedPage: OpenPage;
  /** A fresh account on the staff of the demo town's nearest restaurant, made once per worker. */
  kitchenStaff: KitchenStaff;
}

/** Opens pages in new contexts (signed in through `signedIn` when asked) and closes them all when its fixture ends. */
function pageOpener(browser: Browser, world: World, signedIn: WorkerFixtures["signedIn"], viewport: ViewportSize) {
  const pages: Array<{ page: Page; journal: { lines: string[] } }> = [];
  const open: OpenPage = async (options = {}) => {
    const session = options.as ? await signedIn(options.as) : null;
    const page = await newPage(browser, options, { baseURL: world.baseUrl, viewport, session });
    pages.push({ page, journal: keepJournal(page) });
    return page;
  };
  const closeAll = () =>
    Promise.all(
      pages.map(({ page }) =>
        page
          .context()
          .close()
          .catch(() => undefined),
      ),
    );
  return { open, closeAll, pages };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  world: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      const world = await startWorld();
      try {
        await use(world);
      } finally {
        await world.stop();
      }
    },
    // Starting the app and migrating its database takes a few seconds, not a test's time.
    { scope: "worker", auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ world }, use) => use(world.baseUrl),

  signedIn: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use) => {
      const sessions = new Map<string, Promise<StorageState>>();
      await use((account) => {
        let session = sessions.get(account.email);
        if (!session) {
          session = signInSession(account);
          session.catch(() => sessions.delete(account.email));
          sessions.set(account.email, session);
        }
        return session;
      });
    },
    { scope: "worker" },
  ],

  openSharedPage: [
    async ({ browser, world, signedIn }, use, workerInfo) => {
      const opener = pageOpener(browser, world, signedIn, (workerInfo.project.use.viewport ?? VIEWPORTS.desktop) as ViewportSize);
      await use(opener.open);
      await opener.closeAll();
    },
    { scope: "worker" },
  ],

  kitchenStaff: [
    async ({ world, signedIn }, use) => {
      const [account, restaurant] = await Promise.all([createCustomer("kitchen-staff"), nearestDemoRestaurant()]);
      const admin = await request.newContext({ baseURL: world.baseUrl, storageState: await signedIn(DEMO.admin) });
      try {
        await graphql(
          `mutation E2EKitchenStaff($email: String!, $restaurantId: ID!) { addRestaurantStaff(email: $email, restaurantId: $restaurantId) { id } }`,
          { email: account.email, restaurantId: restaurant.id },
          { request: admin },
        );
      } finally {
        await admin.dispose();
      }
      await use({ account, restaurant });
    },
    { scope: "worker" },
  ],

  openPage: async ({ browser, world, signedIn, viewport }, use, testInfo) => {
    const opener = pageOpener(browser, world, signedIn, viewport ?? VIEWPORTS.desktop);
    await use(opener.open);
    await attachJournals(testInfo, opener.pages);
    await opener.closeAll();
  },
  customerPage: async ({ openPage }, use) => use(await openPage({ as: DEMO.customer })),
  adminPage: async ({ openPage }, use) => use(await openPage({ as: DEMO.admin })),
  superadminPage: async ({ openPage }, use) => use(await openPage({ as: DEMO.superadmin })),
  riderPage: async ({ openPage }, use) => use(await openPage({ as: DEMO.rider })),
  kitchenPage: async ({ openPage, kitchenStaff }, use) => use(await openPage({ as: kitchenStaff.account })),

  appLogOnFailure: [
    async ({ world }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach("app.log (last 200 lines)", { body: appLogTail(world), contentType: "text/plain" });
      }
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
