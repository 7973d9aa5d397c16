import path from "node:path";

/** What rolldown's chunk-naming callback can ask about a module. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Names the chunk of a module for rolldown's `codeSplitting.groups`: "shop" for every module the
 * shop's frame and its three entry pages (home, listing, a menu) import statically, so a
 * customer's first visit downloads them as one file instead of ~20 small ones (each with its own
 * request and ~1 kB of headers, and a round trip on a slow phone). The modules the app's entry
 * needs are taken by the higher-priority entry group first; the other shop pages (cart, checkout,
 * account ...), the admin and the auth screens keep their own chunks.
 */
export function shopChunkName(srcDir: string) {
  const roots = [
    "shop/layout/shop-layout.tsx",
    "shop/pages/home-page.tsx",
    "shop/listing/listing-page.tsx",
    "shop/menu/menu-page.tsx",
  ].map((file) => path.join(srcDir, file));
  let shop: Set<string> | undefined;

  /**
   * The app's own modules reachable from the roots, and the packages' modules they import
   * directly (rolldown adds those modules' own dependencies itself). Packages are not walked:
   * a package's index imports all of it (every icon, i18next's <Trans> ...), while the build
   * keeps only what is used.
   */
  const staticClosure = (ctx: ChunkingContext) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (!info) throw new Error(`shop chunk: ${id} is not in the build (was it moved?)`);
      seen.add(id);
      for (const imported of info.importedIds) {
        if (imported.startsWith(srcDir)) stack.push(imported);
        else seen.add(imported);
      }
    }
    return seen;
  };

  return (id: string, ctx: ChunkingContext): string | null => {
    shop ??= staticClosure(ctx);
    return shop.has(id) ? "shop" : null;
  };
}
