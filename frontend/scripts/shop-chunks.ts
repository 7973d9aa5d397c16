import path from "node:path";

/** What rolldown's chunk-naming callback can ask about a module. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The app's entry: what it imports statically is in the entry chunk. */
const ENTRY_MODULE = "main.tsx";

/**
 * Package modules both the shop and the sign-in pages use that the walk cannot find: they are
 * reached only through a package index the entry imports (`@apollo/client/react`), and the walk
 * does not go through such an index (see `sideWalk`). Without them here the shop group would take
 * them, and the sign-in pages would load the shop chunk for them (the build's public-pages check
 * fails then, naming the chunk).
 */
const SHARED_THROUGH_AN_INDEX = [/[\\/]@apollo[\\/]client[\\/]react[\\/]hooks[\\/]useMutation\.js$/];

/**
 * Names the chunks of the modules for rolldown's `codeSplitting.groups`, one function per group,
 * from the route table's `handle.chunk` (scripts/landing-pages.ts reads it):
 * - `shop` ("shop"): every module the shop's frame imports statically and every one two of its
 *   entry pages both import, so a customer's first visit downloads them as one file instead of
 *   ~20 small ones (each with its own request and ~1 kB of headers, and a round trip on a slow
 *   phone);
 * - `shopPage` (the page's file name: "home-page" ...): what one entry page alone imports, one
 *   file per page beside the shop's, so the home does not download the listing's and the menu's
 *   code (it was a third of the shop chunk each). Its group must rank below the shop's: a group
 *   takes the dependencies of its modules, and a page's group would take modules other pages
 *   share;
 * - `shared` ("shared"): the modules among those that a public page imports too (the logo, the
 *   page title, Apollo's mutation hook ...). Its group must rank above the shop's: a group also
 *   takes the dependencies of its modules, and in the shop chunk these would make a signed-out
 *   visitor download the whole shop for them;
 * - `auth` ("auth"): the sign-in screens and their frame (the register page is not one: the
 *   others do not need its sign-up form) with the app's modules they import that no route
 *   outside the sign-in frame uses, as one small file instead of five.
 * The modules the app's entry needs are taken by the higher-priority entry group first; the
 * public pages, the other shop pages (cart, checkout, account ...) and the admin keep their own
 * chunks.
 */
export function firstPageChunkNames(
  srcDir: string,
  /**
   * Relative to srcDir: the shop's frame and entry pages, those pages alone, every page of a
   * signed-out visitor, the sign-in screens and their frame, and the layouts and pages outside
   * that frame (scripts/landing-pages.ts).
   */
  modules: { shop: string[]; shopPages: string[]; signedOut: string[]; auth: string[]; outsideAuth: string[] },
) {
  const inSrc = (files: string[]) => files.map((file) => path.join(srcDir, file));
  let shop: Set<string> | undefined;
  let pageChunks: Map<string, string> | undefined;
  let shared: Set<string> | undefined;
  let auth: Set<string> | undefined;

  /**
   * The app's own modules reachable from the roots, and the packages' modules they import
   * directly (rolldown adds those modules' own dependencies itself). Packages are not walked:
   * a package's index imports all of it (every icon, i18next's <Trans> ...), while the build
   * keeps only what is used.
   */
  const staticClosure = (ctx: ChunkingContext, roots: string[]) => {
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

  /**
   * Everything reachable from the roots, packages' inner modules included (two pages may share
   * a package module neither imports directly, such as the icons' common base), except through
   * what the entry holds: a package index the entry imports (i18next's, Apollo's) re-exports all
   * of its package, and going through it would call every part of it shared (i18next's <Trans>,
   * which no page uses).
   */
  const sideWalk = (ctx: ChunkingContext, roots: string[], entry: Set<string>) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id) || entry.has(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };

  /** The modules one shop page alone imports (not the frame, nor another page), with that page's chunk name. */
  const ownedByOnePage = (ctx: ChunkingContext) => {
    if (!pageChunks) {
      const pages = new Set(modules.shopPages);
      const frame = staticClosure(ctx, inSrc(modules.shop.filter((module) => !pages.has(module))));
      const owners = new Map<string, string[]>();
      for (const page of modules.shopPages) {
        for (const id of staticClosure(ctx, inSrc([page]))) if (!frame.has(id)) owners.set(id, [...(owners.get(id) ?? []), page]);
      }
      pageChunks = new Map(
        [...owners].filter(([, pagesOfModule]) => pagesOfModule.length === 1).map(([id, [page]]) => [id, shopPageChunkName(page!)]),
      );
    }
    return pageChunks;
  };

  return {
    /** The chunk names of the shop's entry pages (`shopPage`), in the order given. */
    shopPageNames: modules.shopPages.map(shopPageChunkName),
    shared: (id: string, ctx: ChunkingContext): string | null => {
      if (!shared) {
        const entry = staticClosure(ctx, inSrc([ENTRY_MODULE]));
        const publicPages = sideWalk(ctx, inSrc(modules.signedOut), entry);
        shared = new Set([...sideWalk(ctx, inSrc(modules.shop), entry)].filter((module) => publicPages.has(module)));
      }
      return shared.has(id) || SHARED_THROUGH_AN_INDEX.some((pattern) => pattern.test(id)) ? "shared" : null;
    },
    shop: (id: string, ctx: ChunkingContext): string | null => {
      shop ??= staticClosure(ctx, inSrc(modules.shop));
      return shop.has(id) && !ownedByOnePage(ctx).has(id) ? "shop" : null;
    },
    shopPage: (id: string, ctx: ChunkingContext): string | null => ownedByOnePage(ctx).get(id) ?? null,
    auth: (id: string, ctx: ChunkingContext): string | null => {
      if (!auth) {
        const entry = staticClosure(ctx, inSrc([ENTRY_MODULE]));
        const outside = sideWalk(ctx, inSrc(modules.outsideAuth), entry);
        auth = new Set(
          [...staticClosure(ctx, inSrc(modules.auth))].filter(
            (module) => module.startsWith(srcDir) && !entry.has(module) && !outside.has(module),
          ),
        );
      }
      return auth.has(id) ? "auth" : null;
    },
  };
}

/** A shop entry page's chunk: its file's name ("shop/pages/home-page.tsx": "home-page"). */
function shopPageChunkName(page: string): string {
  return path.basename(page).replace(/\.[jt]sx?$/, "");
}
