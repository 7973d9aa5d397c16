import { fileURLToPath } from "node:url";
import { defineConfig, minifySync } from "vite";
import react from "@vitejs/plugin-react";
import { compileHints } from "./scripts/compile-hints.js";
import { earlyStart } from "./scripts/early-start.js";
import { graphqlDocuments } from "./scripts/graphql-documents.js";
import {
  authModules,
  CATALOGUE_MODULES,
  landingPages,
  outsideAuthModules,
  shopModules,
  signedOutModules,
} from "./scripts/landing-pages.js";
import { lightPublicPages } from "./scripts/light-public-pages.js";
import { precompress } from "./scripts/precompress.js";
import { firstPageChunkNames } from "./scripts/shop-chunks.js";
import { splashFirst } from "./scripts/splash-first.js";
import { EXPLORER_FILES, explorerBuild } from "./src/explorer/explorer-build.js";
import { ruchiPwa } from "./src/service-worker/pwa-plugin.js";
import { initialLanguage, LANGUAGE_STORAGE_KEY } from "./src/i18n/languages.js";
import { ROUTES, type RouteEntry } from "./src/routes.js";
import { EARLY_QUERY_DETAILS } from "./src/routes-early.js";

const srcDir = fileURLToPath(new URL("./src", import.meta.url));
// The route table (src/routes.ts) names the shop's and the sign-in screens' chunks, the signed-out pages and each landing page's early data.
const signedOut = signedOutModules(ROUTES);
/** The shop's entry pages: the routes of its chunk with none under them (the frame has its pages under it). */
const shopPages = (routes: readonly RouteEntry[]): string[] =>
  routes.flatMap((route) => [
    ...(route.handle?.chunk === "shop" && route.module && !route.children ? [route.module] : []),
    ...shopPages(route.children ?? []),
  ]);
const firstPageChunks = firstPageChunkNames(srcDir, {
  shop: shopModules(ROUTES),
  shopPages: shopPages(ROUTES),
  signedOut,
  auth: authModules(ROUTES),
  outsideAuth: outsideAuthModules(ROUTES),
});
const gqlDir = fileURLToPath(new URL("./src/gql", import.meta.url));

// RUCHI_DEV_BACKEND: point a dev server at another backend (e.g. one running newer API code).
const backend = process.env.RUCHI_DEV_BACKEND ?? "http://127.0.0.1:4000";
const proxy = {
  "/graphql": { target: backend, ws: true },
  "/api": backend,
  "/uploads": backend,
  // The sign-up mail's verify link is a server page, not one of the SPA's.
  "/auth/verify-email": backend,
};

export default defineConfig({
  plugins: [
    // codegen's Babel plugin compiles each graphql() call into the page that uses it.
    graphqlDocuments({ gqlDir }),
    react(),
    splashFirst(),
    compileHints({ chunks: ["shop", "shared", ...firstPageChunks.shopPageNames] }),
    lightPublicPages({
      srcDir,
      modules: signedOut,
      chunks: ["shop", ...firstPageChunks.shopPageNames],
      packages: [/[\\/]node_modules[\\/](antd|@ant-design[\\/]cssinjs|@rc-component)[\\/]/],
    }),
    earlyStart({
      gqlDir,
      srcDir,
      pages: landingPages(ROUTES),
      catalogues: CATALOGUE_MODULES,
      language: { initial: initialLanguage, storageKey: LANGUAGE_STORAGE_KEY },
      queries: EARLY_QUERY_DETAILS,
      minify: (source) => {
        const { code, errors } = minifySync("early-start.js", source);
        if (errors.length > 0)
          throw new Error(`early start: the script does not minify: ${errors.map((error) => error.message).join("; ")}`);
        return code;
      },
    }),
    // Last: the manifest, and the service worker precaching the finished build's app shell.
    ...ruchiPwa({ shopChunks: ["shop", ...firstPageChunks.shopPageNames], notPrecached: EXPLORER_FILES }),
    // The partners' GraphQL explorer (explorer.html), built apart from the app into its folder.
    explorerBuild(),
    // Brotli and gzip copies of the hashed files, which the server sends as they are.
    precompress({ dir: "assets" }),
  ],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    sourcemap: false,
    // The entry holds react-dom, the router, Apollo and i18next (~560 kB raw, ~150 kB brotli; the
    // texts are chunks of their own, one per language and part); the budget that matters is the
    // JavaScript transferred before interactive (docs/architecture.md#budgets: ≤ 180 kB on every
    // landing page, checked by `npm run lighthouse`), so warn only above that.
    chunkSizeWarningLimit: 560,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically, as one file: the first request's
            // dependencies would otherwise come as a handful of small shared chunks.
            { name: "app", tags: ["$initial"], priority: 3 },
            { name: firstPageChunks.shared, debugName: "shared", priority: 2 },
            { name: firstPageChunks.shop, debugName: "shop", priority: 1 },
            { name: firstPageChunks.auth, debugName: "auth", priority: 1 },
            // Below the shop's: what one shop page alone imports, that page's file.
            { name: firstPageChunks.shopPage, debugName: "shop-page", priority: 0 },
          ],
        },
      },
    },
  },
});
