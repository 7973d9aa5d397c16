import type { Plugin } from "vite";

const HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks the entry and the named chunks with V8's explicit compile hint (Chrome 136+): the browser
 * then compiles all of their functions while the file streams in, on a background thread,
 * instead of one by one on the main thread when each is first called during start-up, where
 * that compiling made up most of the first page's long tasks. Only for the code every first
 * page runs; other chunks keep lazy compiling. Browsers without the hint ignore a comment.
 */
export function compileHints(options: { chunks: string[] }): Plugin {
  return {
    name: "ruchi:compile-hints",
    apply: "build",
    enforce: "post",
    // Last, after Vite has put its preload list at the top: the hint goes first.
    generateBundle: {
      order: "post",
      handler(_outputOptions, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== "chunk" || !(file.isEntry || options.chunks.includes(file.name))) continue;
          file.code = HINT + file.code;
          // The code moved down one line: so do the lines of its source map, if one is built.
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === "asset") {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
