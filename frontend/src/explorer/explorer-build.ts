import path from "node:path";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";

/** The explorer's page, beside the app's index.html. The backend serves it on GET /graphql. */
export const EXPLORER_PAGE = "explorer.html";

/** The explorer's scripts, styles, workers and fonts: a folder of their own under /assets. */
const EXPLORER_ASSETS = "assets/explorer";

/** The explorer's files in the build, as globs: for the service worker to leave alone. */
export const EXPLORER_FILES = [EXPLORER_PAGE, `${EXPLORER_ASSETS}/**`];

/**
 * Builds the GraphQL explorer for partners (explorer.html: GraphiQL and its Monaco editor, a few
 * MB) into the app's output folder, once the app's own build is written, as a build of its own.
 * A second entry of the app's build would share chunks with the app (React, graphql) and fall
 * under its chunk groups; built apart, it changes none of the app's files, is not in the service
 * worker's precache (only the app shell is, read from index.html's import graph) and counts in
 * no page's budget.
 */
export function explorerBuild(): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "ruchi:explorer-build",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: "warn",
        plugins: [react()],
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          assetsDir: EXPLORER_ASSETS,
          sourcemap: false,
          // Monaco's editor is one large chunk, loaded by this page only.
          chunkSizeWarningLimit: 4096,
          rolldownOptions: { input: path.join(root, EXPLORER_PAGE) },
        },
      });
    },
  };
}
