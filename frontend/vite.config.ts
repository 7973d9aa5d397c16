import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { compileHints } from "./scripts/compile-hints.js";
import { earlyStart } from "./scripts/early-start.js";
import { graphqlDocuments } from "./scripts/graphql-documents.js";
import { CATALOGUE_MODULES, LANDING_PAGES, OTHER_PUBLIC_MODULES, PUBLIC_PAGES } from "./scripts/landing-pages.js";
import { lightPublicPages } from "./scripts/light-public-pages.js";
import { shopChunkNames } from "./scripts/shop-chunks.js";
import { splashFirst } from "./scripts/splash-first.js";
import { EXPLORER_FILES, explorerBuild } from "./src/explorer/explorer-build.js";
import { ruchiPwa } from "./src/service-worker/pwa-plugin.js";
import {
  DEFAULT_SORT,
  LISTING_FILTERS_STORAGE_KEY,
  LISTING_SORT_STORAGE_KEY,
  restaurantsVariables,
} from "./src/shop/listing/listing-query-state.js";
import { LOCATION_STORAGE_KEY, POSITION_OPTIONS } from "./src/shop/location/location-machine.js";
import { DEFAULT_MENU_SORT, MENU_FILTERS_STORAGE_KEY, menuQueryVariables } from "./src/shop/menu/menu-query-state.js";
import { initialLanguage, LANGUAGE_STORAGE_KEY } from "./src/i18n/languages.js";

const srcDir = fileURLToPath(new URL("./src", import.meta.url));
const firstPageChunks = shopChunkNames(srcDir);
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
    compileHints({ chunks: ["shop", "shared"] }),
    lightPublicPages({
      srcDir,
      modules: [...PUBLIC_PAGES.flatMap((page) => page.modules), ...OTHER_PUBLIC_MODULES],
      chunks: ["shop"],
      packages: [/[\\/]node_modules[\\/](antd|@ant-design[\\/]cssinjs|@rc-component)[\\/]/],
    }),
    earlyStart({
      gqlDir,
      srcDir,
      pages: LANDING_PAGES,
      catalogues: CATALOGUE_MODULES,
      language: { initial: initialLanguage, storageKey: LANGUAGE_STORAGE_KEY },
      queries: [
        // Every page waits for the sign-in check (the guard), the landing and sign-in pages too.
        { document: "CurrentUserDocument", path: /^\// },
        { document: "ShopCartDocument", path: /^\/shop(\/|$)/ },
        { document: "HomeBannersDocument", path: /^\/shop\/home\/?$/, image: ["banners", 0, "image"] },
        {
          document: "HomeReverseGeocodeDocument",
          path: /^\/shop\/home\/?$/,
          location: { storageKey: LOCATION_STORAGE_KEY, options: POSITION_OPTIONS.precise },
        },
        {
          document: "MenuRestaurantDocument",
          path: /^\/shop\/listing\/([^/]+)\/?$/,
          variables: { defaults: menuQueryVariables({}, DEFAULT_MENU_SORT), fromPath: { id: 1 } },
          onlyWithout: [MENU_FILTERS_STORAGE_KEY],
          image: ["restaurant", "menuItems", 0, "image"],
        },
        { document: "ListingRestaurantCategoriesDocument", path: /^\/shop\/listing\/?$/ },
        {
          document: "ListingRestaurantsDocument",
          path: /^\/shop\/listing\/?$/,
          variables: { defaults: restaurantsVariables({ latitude: 0, longitude: 0 }, [], DEFAULT_SORT) },
          onlyWithout: [LISTING_FILTERS_STORAGE_KEY, LISTING_SORT_STORAGE_KEY],
          location: { storageKey: LOCATION_STORAGE_KEY, options: POSITION_OPTIONS.precise },
          image: ["restaurantsNear", "items", 0, "image"],
        },
      ],
    }),
    // Last: the manifest, and the service worker precaching the finished build's app shell.
    ...ruchiPwa({ shopChunk: "shop", notPrecached: EXPLORER_FILES }),
    // The partners' GraphQL explorer (explorer.html), built apart from the app into its folder.
    explorerBuild(),
  ],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    sourcemap: false,
    // The entry holds react-dom, the router, Apollo and i18next (~510 kB raw, ~157 kB gzip; the
    // texts are chunks of their own, one per language and part); the budget that matters is gzip
    // before interactive (docs/architecture.md#budgets: ≤ 200 kB on every landing page, checked by
    // `npm run lighthouse`), so warn only above that.
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
            // The sign-in screens and their frame, as one small file instead of five; not the
            // register page, whose i18next <Trans> the other screens do not need.
            { name: "auth", test: /[\\/]src[\\/]auth[\\/](?!pages[\\/]register-page)/, priority: 1 },
          ],
        },
      },
    },
  },
});
