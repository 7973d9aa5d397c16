import path from "node:path";
import type { Rollup } from "vite";

/**
 * The chunks a module of the app (named relative to srcDir) needs when it is first loaded: the
 * chunk that holds it and the chunks that chunk imports statically, less the entry and the
 * chunks the entry imports (the HTML loads those anyway). Fails the build for a module that is
 * in no chunk: a moved page must not silently escape the checks and the early start.
 */
export function firstLoadChunks(bundle: Rollup.OutputBundle, srcDir: string) {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === "chunk");
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (start: Rollup.OutputChunk[]) => {
    const seen = new Set<Rollup.OutputChunk>();
    const stack = [...start];
    while (stack.length > 0) {
      const chunk = stack.pop()!;
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const imported of chunk.imports) {
        const next = byFileName.get(imported);
        if (next) stack.push(next);
      }
    }
    return seen;
  };
  const loadedByEntry = withImports(chunks.filter((chunk) => chunk.isEntry));
  return (module: string): Rollup.OutputChunk[] => {
    const id = path.join(srcDir, module);
    const holder = chunks.find((chunk) => chunk.moduleIds.includes(id));
    if (!holder) throw new Error(`${module} is in no chunk of the build (was it moved?)`);
    return [...withImports([holder])].filter((chunk) => !loadedByEntry.has(chunk));
  };
}
