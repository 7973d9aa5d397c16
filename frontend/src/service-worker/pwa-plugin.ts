import type { Plugin, Rolldown } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import type { ManifestTransform } from "workbox-build";
import { webAppManifest } from "./web-app-manifest.js";

/** Files of the build that are precached although no page's code imports them. */
const ALWAYS_PRECACHED = new Set(["index.html", "favicon.svg", "manifest.webmanifest"]);

/**
 * Chunks the entry loads later that a page offline needs all the same: the main catalogue of
 * each language (src/i18n/en.ts, te.ts; one loads at start), the toasts (loaded with the first
 * one; offline, "you are offline" is often the first), and the parts of the shop's frame and pages
 * that load after the first page (the footer, once the page has loaded; the location fallback,
 * when GPS finds no place): without them, a shop page offline would fail to draw.
 */
const SHELL_MODULES = [
  /\/src\/i18n\/[a-z]{2}\.ts$/,
  /\/src\/common\/toast\/toast-outlet\.tsx$/,
  /\/src\/shop\/layout\/shop-footer\.tsx$/,
  /\/src\/shop\/location\/location-fallback\.tsx$/,
];

/**
 * The files of the app shell in a finished build: what index.html loads (the entry, the early
 * script, the entry's styles), the shop's chunks (its frame's and its entry pages'), the SHELL_MODULES' chunks, everything those
 * import statically (not the fonts: Telugu pages cache theirs when they use them). Read from the bundle's import graph rather than from file
 * names, so a renamed chunk cannot silently fall out of the precache.
 */
function shellFiles(bundle: Rolldown.OutputBundle, shopChunks: string[]): Set<string> {
  const shell = new Set<string>(ALWAYS_PRECACHED);
  const add = (fileName: string) => {
    if (shell.has(fileName)) return;
    shell.add(fileName);
    const file = bundle[fileName];
    if (file?.type !== "chunk") return;
    for (const imported of file.imports) add(imported);
    for (const css of file.viteMetadata?.importedCss ?? []) add(css);
  };
  const html = bundle["index.html"];
  if (html?.type !== "asset") throw new Error("app shell: no index.html in the build");
  for (const [, path] of String(html.source).matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) add(path!);
  const missingShop = new Set(shopChunks);
  const unmatched = new Set(SHELL_MODULES);
  for (const file of Object.values(bundle)) {
    if (file.type === "chunk" && missingShop.has(file.name)) {
      missingShop.delete(file.name);
      add(file.fileName);
    }
    const facade = file.type === "chunk" ? file.facadeModuleId : null;
    const shellModule = facade ? SHELL_MODULES.find((pattern) => pattern.test(facade)) : undefined;
    if (shellModule) {
      unmatched.delete(shellModule);
      add(file.fileName);
    }
  }
  if (missingShop.size > 0)
    throw new Error(`app shell: no chunk named ${[...missingShop].map((name) => `"${name}"`).join(", ")} in the build`);
  if (unmatched.size > 0) throw new Error(`app shell: no chunk of ${[...unmatched].join(", ")} in the build (moved?)`);
  return shell;
}

/**
 * Ruchi's installable, offline-capable app: the web app manifest and the one service worker
 * (src/service-worker/sw.ts, built with Workbox by vite-plugin-pwa's injectManifest), whose
 * precache is only the app shell. The admin's code and the other pages' chunks are cached when
 * first used instead, so installing the worker costs a phone little. The registration is the
 * app's own (common/push/register-push-worker.ts), after the first page is idle. Globs in
 * `notPrecached` name files in the build's folder that are no part of the app.
 */
export function ruchiPwa(options: { shopChunks: string[]; notPrecached: string[] }): Plugin[] {
  let shell: Set<string> | null = null;
  // Last of the build's plugins: index.html is final (the early script is in it).
  const readShell: Plugin = {
    name: "ruchi:app-shell",
    apply: "build",
    enforce: "post",
    generateBundle(_outputOptions, bundle) {
      shell = shellFiles(bundle, options.shopChunks);
    },
  };
  const keepShell: ManifestTransform = async (entries) => {
    if (!shell) throw new Error("app shell: the build's files were not read (ruchi:app-shell did not run)");
    const kept = shell;
    return { manifest: entries.filter((entry) => kept.has(entry.url)), warnings: [] };
  };
  return [
    readShell,
    ...VitePWA({
      strategies: "injectManifest",
      srcDir: "src/service-worker",
      filename: "sw.ts",
      injectRegister: false,
      manifest: webAppManifest,
      // The app icons, drawn from the brand mark on every build (frontend/pwa-assets.config.ts),
      // listed in the manifest and linked from index.html; like every picture, not precached.
      pwaAssets: { config: true },
      includeManifestIcons: false,
      includeAssets: ["favicon.svg"],
      injectManifest: {
        // No fonts: the Telugu font is for Telugu pages only (a phone with its own never fetches it);
        // it is cached when a Telugu page first uses it (the /assets route of sw.ts).
        globPatterns: ["**/*.{js,css,html}"],
        // Files of another page written into the build's folder (the GraphQL explorer): never
        // precached, and the worker's file size check must not trip over them.
        globIgnores: options.notPrecached,
        manifestTransforms: [keepShell],
        // One classic script: every browser with service workers runs it.
        rollupFormat: "iife",
      },
    }),
  ];
}
