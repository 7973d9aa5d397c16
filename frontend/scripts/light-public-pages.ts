import type { Plugin } from "vite";
import { firstLoadChunks } from "./chunk-graph.js";

/**
 * Fails the build when a page of a signed-out visitor would load what it has no use for
 * (docs/architecture.md#budgets: the sign-in pages need far less than the shop's budget): the shop's chunk, or
 * code of the packages named in `packages` (antd and its styling runtime: the sign-in forms are
 * drawn without them). Where the first load of the sign-in page went when it was not checked:
 * 341 kB of gzipped JavaScript, the shop chunk and antd's form included.
 */
export function lightPublicPages(options: { srcDir: string; modules: string[]; chunks: string[]; packages: RegExp[] }): Plugin {
  return {
    name: "ruchi:light-public-pages",
    apply: "build",
    generateBundle(_outputOptions, bundle) {
      const chunksOf = firstLoadChunks(bundle, options.srcDir);
      const problems: string[] = [];
      for (const module of options.modules) {
        for (const chunk of chunksOf(module)) {
          if (options.chunks.includes(chunk.name)) problems.push(`${module} loads the "${chunk.name}" chunk (${chunk.fileName})`);
          const heavy = chunk.moduleIds.find((id) => options.packages.some((pattern) => pattern.test(id)));
          if (heavy) problems.push(`${module} loads ${heavy} (in ${chunk.fileName})`);
        }
      }
      if (problems.length > 0) {
        throw new Error(
          `light public pages: a signed-out visitor's page would load code it has no use for:\n  ${problems.join("\n  ")}\n` +
            "Keep antd out of these pages, and see SHARED_THROUGH_AN_INDEX in scripts/shop-chunks.ts for a module the shop chunk took.",
        );
      }
    },
  };
}
