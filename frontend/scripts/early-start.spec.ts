import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import vm from "node:vm";
import { parse } from "graphql";
import type { Rollup } from "vite";
import type { RouteEntry } from "../src/routes.js";
import type { EarlyQueryDetails } from "../src/routes-early.js";
import { earlyStart } from "./early-start.js";
import { landingPages } from "./landing-pages.js";

/**
 * The early script built from a small route table against a fake bundle shaped as Vite hands it
 * over, then run for an address with the browser's pieces it uses stubbed: what it downloads and
 * what it asks for.
 */
const SRC = "/app/src";

const TABLE: RouteEntry[] = [
  {
    path: "/",
    handle: { early: ["CurrentUserDocument"] },
    children: [
      { path: "auth/login", module: "auth/login.tsx", texts: ["public"], handle: { landing: true } },
      {
        path: "shop",
        module: "shop/layout.tsx",
        handle: { landing: true, early: ["ShopCartDocument"] },
        children: [{ path: "listing/:id", module: "shop/menu.tsx", handle: { landing: true, early: ["MenuRestaurantDocument"] } }],
      },
      { path: "*", module: "not-found.tsx" },
    ],
  },
];

const DETAILS: Record<string, EarlyQueryDetails> = {
  MenuRestaurantDocument: {
    variables: { defaults: { sort: "PRICE" }, fromParams: { id: "id" } },
    onlyWithout: ["menuFilters"],
    image: ["restaurant", "picture"],
  },
};

let gqlDir: string;

beforeAll(() => {
  gqlDir = mkdtempSync(path.join(tmpdir(), "early-start-"));
  const document = (name: string, text: string, hash?: string) =>
    `export const ${name} = ${JSON.stringify({ ...parse(text, { noLocation: true }), ...(hash ? { __meta__: { hash } } : {}) })} as unknown as DocumentNode;\n`;
  writeFileSync(
    path.join(gqlDir, "graphql.ts"),
    document("CurrentUserDocument", "query CurrentUser { me { id role } }") +
      document("ShopCartDocument", "query ShopCart { cart { id } }") +
      document("MenuRestaurantDocument", "query MenuRestaurant($id: ID!, $sort: String) { restaurant(id: $id) { id } }", "abc123"),
  );
});

afterAll(() => rmSync(gqlDir, { recursive: true, force: true }));

function chunk(fileName: string, moduleIds: string[], more: Record<string, unknown> = {}) {
  return { type: "chunk", fileName, name: fileName, moduleIds, imports: [], isEntry: false, ...more } as unknown as Rollup.OutputChunk;
}

function bundle(): Rollup.OutputBundle {
  const files = [
    chunk("assets/index.js", [`${SRC}/main.tsx`], { isEntry: true }),
    chunk("assets/en.js", [`${SRC}/i18n/en.ts`]),
    chunk("assets/te.js", [`${SRC}/i18n/te.ts`]),
    chunk("assets/en-public.js", [`${SRC}/i18n/en-public.ts`]),
    chunk("assets/te-public.js", [`${SRC}/i18n/te-public.ts`]),
    chunk("assets/login.js", [`${SRC}/auth/login.tsx`]),
    chunk("assets/shop.js", [`${SRC}/shop/layout.tsx`, `${SRC}/shop/menu.tsx`], {
      viteMetadata: { importedCss: new Set(["assets/shop.css"]), importedAssets: new Set() },
    }),
    chunk("assets/not-found.js", [`${SRC}/not-found.tsx`]),
  ];
  const html = {
    type: "asset",
    fileName: "index.html",
    source: '<head>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n</head>',
  };
  return Object.fromEntries([...files, html].map((file) => [file.fileName, file])) as Rollup.OutputBundle;
}

/** Builds the early script; returns it and the index.html it was put into. */
function build(details: Record<string, EarlyQueryDetails> = DETAILS) {
  const plugin = earlyStart({
    gqlDir,
    srcDir: SRC,
    pages: landingPages(TABLE),
    catalogues: {
      main: { en: "i18n/en.ts", te: "i18n/te.ts" },
      public: { en: "i18n/en-public.ts", te: "i18n/te-public.ts" },
    },
    language: { initial: (key: string) => localStorage.getItem(key) ?? "en", storageKey: "language" },
    queries: details,
  });
  const files = bundle();
  let source = "";
  const context = {
    emitFile: (file: { source: string }) => {
      source = file.source;
      return "ref";
    },
    getFileName: () => "assets/early-start.js",
  };
  (plugin.generateBundle as (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void).call(context, {}, files);
  return { source, html: String((files["index.html"] as Rollup.OutputAsset).source) };
}

/** Runs the script at an address: the files it starts downloading and the requests it sends. */
async function runAt(address: string, stored: Record<string, string> = {}) {
  const [pathname, search = ""] = address.split("?");
  const downloads: string[] = [];
  const requests: { url: string; body?: { operationName: string; query: string; variables: unknown } }[] = [];
  const tasks: (() => void)[] = [];
  const storage = { getItem: (key: string) => stored[key] ?? null, setItem: () => undefined };
  const window: Record<string, unknown> = {};
  vm.runInNewContext(build().source, {
    window,
    location: { pathname, search: search ? `?${search}` : "" },
    localStorage: storage,
    sessionStorage: storage,
    navigator: {},
    document: { createElement: () => ({}), head: { appendChild: (link: { href: string; as?: string }) => downloads.push(link.href) } },
    setTimeout: (task: () => void) => tasks.push(task),
    fetch: (url: string, init: { body?: string }) => {
      requests.push({ url, body: init.body ? JSON.parse(init.body) : undefined });
      return Promise.resolve({ ok: true, json: () => Promise.resolve({ data: { restaurant: { picture: "/uploads/dish.webp" } } }) });
    },
  });
  for (let round = 0; round < 5; round += 1) {
    tasks.splice(0).forEach((task) => task());
    await new Promise((resolve) => setImmediate(resolve));
  }
  const asked = requests.map(
    (request) => request.body?.operationName ?? new URL(request.url, "http://x").searchParams.get("operationName"),
  );
  return { downloads, requests, asked, early: window.__ruchiEarly as Record<string, unknown> };
}

it("adds itself to index.html before the app's entry", () => {
  expect(build().html).toMatch(
    /<script type="module" async crossorigin src="\/assets\/early-start\.js"><\/script>\s*<script type="module" crossorigin src="\/assets\/index\.js">/,
  );
});

it("on a landing page: its code, its texts in the stored language, and the sign-in check", async () => {
  const { downloads, asked } = await runAt("/auth/login", { language: "te" });
  expect(downloads.sort()).toEqual(["/assets/login.js", "/assets/te-public.js", "/assets/te.js"]);
  expect(asked).toEqual(["CurrentUser"]);
});

it("on a page under a landing layout: the frame's chunk with its stylesheet, each route's queries, the variables from the path", async () => {
  const { downloads, requests, asked } = await runAt("/shop/listing/a%20b");
  expect(downloads).toEqual(expect.arrayContaining(["/assets/en.js", "/assets/shop.js", "/assets/shop.css", "/uploads/dish.webp"]));
  expect(asked).toEqual(["CurrentUser", "ShopCart", "MenuRestaurant"]);
  // A hashed document goes by hash as a GET; the others with their text, __typename on every object as Apollo asks.
  const menu = requests.find((request) => request.url.includes("MenuRestaurant"))!;
  expect(new URL(menu.url, "http://x").searchParams.get("variables")).toBe(JSON.stringify({ sort: "PRICE", id: "a b" }));
  expect(requests[0]!.body?.query).toMatch(/me \{\s*id\s*role\s*__typename\s*\}/);
});

it("leaves a page's query to the page when the customer's choices are in the address or the session", async () => {
  expect((await runAt("/shop/listing/1?sort=X")).asked).toEqual(["CurrentUser", "ShopCart"]);
  expect((await runAt("/shop/listing/1", { menuFilters: "{}" })).asked).toEqual(["CurrentUser", "ShopCart"]);
});

it("elsewhere, the main texts and the sign-in check only", async () => {
  for (const address of ["/admin", "/shop/listing", "/no/where"]) {
    const { downloads, asked } = await runAt(address);
    expect(downloads).toEqual(["/assets/en.js"]);
    expect(asked).toEqual(["CurrentUser"]);
  }
});

it("fails the build when a query's details name a document no route asks for, or a parameter its route has not", () => {
  expect(() => build({ ...DETAILS, ListingDocument: {} })).toThrow(/no route names ListingDocument/);
  expect(() => build({ MenuRestaurantDocument: { variables: { fromParams: { id: "restaurantId" } } } })).toThrow(
    /MenuRestaurantDocument needs the parameter :restaurantId/,
  );
});
