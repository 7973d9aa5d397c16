import { Kind, print, visit, type DocumentNode, type FieldNode } from "graphql";
import type { Plugin } from "vite";
import { readGeneratedDocuments } from "./generated-documents.js";

/** What the early script fetches on a page: codegen's document, under its operation's name. */
export interface EarlyQuery {
  /** The generated constant, e.g. "CurrentUserDocument". */
  document: string;
  /** The pages (paths) that ask for it. */
  path: RegExp;
  /**
   * The variables: `defaults` (what the page asks for when nothing chose otherwise) and values
   * taken from the path's capture groups (`fromPath: { id: 1 }`).
   */
  variables?: { defaults?: object; fromPath?: Record<string, number> };
  /**
   * The page's variables also depend on its query string and on these sessionStorage keys (the
   * customer's filters): asked for only when all of them are empty, i.e. when the page will use
   * exactly the defaults. Otherwise the page asks by itself.
   */
  onlyWithout?: string[];
  /**
   * The query also needs the customer's location (variables `latitude` and `longitude`): the
   * tab's cached one under `storageKey`, else the browser's (then cached there, in the shop's
   * format, so the shop does not ask the browser again).
   */
  location?: { storageKey: string; options: PositionOptions };
  /** Where in the answer the address of the page's largest picture is, to preload it. */
  image?: (string | number)[];
}

/**
 * A tiny script that index.html loads `async`, beside the app's entry, so that on a shop address
 * the work that would otherwise wait for the entry (~160 kB on a slow phone, then its start-up)
 * begins at once:
 * - the shop's chunk and stylesheet start downloading (the router would ask for them only after
 *   the entry has run);
 * - the sign-in check and the page's first data (the home's offers, a menu) are asked for, and
 *   the page's largest picture (the first offer, the first dish) is preloaded as soon as its
 *   address is known. The app puts these answers into Apollo's cache (`cacheEarlyAnswer` in
 *   src/early-data.ts) instead of asking again.
 *
 * Other addresses (landing, sign-in, admin) do none of it. The Content-Security-Policy allows no
 * inline script, hence a file of its own next to the chunks. The queries are sent with
 * `__typename` on every object, as Apollo sends them, so their answers can go into its cache.
 * Each request (and the location lookup) starts in a task of its own: all in the script's one
 * task, they made a long task (~100 ms at a slow phone's speed) that delays the first input.
 */
export function earlyStart(options: { gqlDir: string; shopChunk: string; shopPath: RegExp; queries: EarlyQuery[] }): Plugin {
  return {
    name: "ruchi:early-start",
    apply: "build",
    enforce: "post",
    generateBundle(_outputOptions, bundle) {
      let chunk;
      for (const file of Object.values(bundle)) if (file.type === "chunk" && file.name === options.shopChunk) chunk = file;
      const html = bundle["index.html"];
      if (!chunk) throw new Error(`early start: no chunk named "${options.shopChunk}" in the build`);
      if (!html || html.type !== "asset") throw new Error("early start: no index.html in the build");

      const files = [
        { rel: "modulepreload", href: `/${chunk.fileName}` },
        ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => ({ rel: "preload", as: "style", href: `/${css}` })),
      ];
      const documents = readGeneratedDocuments(options.gqlDir);
      const queries = options.queries.map(({ document, path, variables, onlyWithout, location, image }) => {
        const ast = documents.get(document);
        if (ast === undefined) throw new Error(`early start: ${document} is not in graphql.ts; run \`npm run codegen\``);
        const operation = ast.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
        if (operation?.kind !== Kind.OPERATION_DEFINITION || !operation.name) {
          throw new Error(`early start: ${document} must hold a named operation`);
        }
        return {
          name: operation.name.value,
          path: path.source,
          query: print(withTypenames(ast)),
          defaults: variables?.defaults ?? {},
          fromPath: variables?.fromPath ?? {},
          onlyWithout: onlyWithout ?? null,
          location: location ?? null,
          image: image ?? null,
        };
      });

      const source = `(() => {
const path = location.pathname;
if (!${options.shopPath}.test(path)) return;
for (const file of ${JSON.stringify(files)}) {
  const link = document.createElement("link");
  link.rel = file.rel;
  if (file.as) link.as = file.as;
  link.crossOrigin = "";
  link.href = file.href;
  document.head.appendChild(link);
}
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const ask = (operationName, query, variablesOrPromise) => {
  const variables = nextTask().then(() => variablesOrPromise);
  const answer = variables.then((known) =>
    known
      ? fetch("/graphql", {
          method: "POST",
          credentials: "same-origin",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ operationName, query, variables: known }),
        })
          .then((response) => (response.ok ? response.json() : null))
          .then((body) => (body && !body.errors && body.data ? body.data : null))
      : null,
  );
  return { variables, answer: answer.catch(() => null) };
};
let position;
const locate = (storageKey, options) =>
  (position ??= nextTask().then(() => new Promise((resolve) => {
    try {
      const cached = JSON.parse(sessionStorage.getItem(storageKey) || "null");
      if (cached && Number.isFinite(cached.latitude) && Number.isFinite(cached.longitude)) {
        resolve({ latitude: cached.latitude, longitude: cached.longitude });
        return;
      }
    } catch {}
    if (!("geolocation" in navigator)) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = { latitude: coords.latitude, longitude: coords.longitude };
        try {
          sessionStorage.setItem(storageKey, JSON.stringify({ ...point, source: "gps" }));
        } catch {}
        resolve(point);
      },
      () => resolve(null),
      options,
    );
  })));
const untouched = (keys) => {
  if (location.search) return false;
  try {
    return keys.every((key) => !sessionStorage.getItem(key));
  } catch {
    return false;
  }
};
const pick = (value, keys) => keys.reduce((inner, key) => (inner == null ? inner : inner[key]), value);
const early = (window.__ruchiEarly = {});
${queries
  .map(
    ({ name, path, query, defaults, fromPath, onlyWithout, location, image }) => `{
  const match = /${path}/.exec(path);
  if (match${onlyWithout ? ` && untouched(${JSON.stringify(onlyWithout)})` : ""}) {
  const variables = ${JSON.stringify(defaults)};${Object.entries(fromPath)
    .map(([variable, group]) => `\n  variables[${JSON.stringify(variable)}] = decodeURIComponent(match[${group}]);`)
    .join("")}
  early.${name} = ask(${JSON.stringify(name)}, ${JSON.stringify(query)}, ${
    location
      ? `locate(${JSON.stringify(location.storageKey)}, ${JSON.stringify(location.options)}).then((point) => point && { ...variables, ...point })`
      : "variables"
  });${
    image
      ? `
  early.${name}.answer.then((data) => {
    const href = pick(data, ${JSON.stringify(image)});
    if (typeof href !== "string") return;
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "image";
    link.fetchPriority = "high";
    link.href = href;
    document.head.appendChild(link);
  });`
      : ""
  }
  }
}`,
  )
  .join("\n")}
})();
`;
      const reference = this.emitFile({ type: "asset", name: "early-start.js", source });
      const script = `<script type="module" async crossorigin src="/${this.getFileName(reference)}"></script>`;
      const page = String(html.source);
      if (!page.includes('<script type="module"')) throw new Error("early start: index.html has no entry script");
      html.source = page.replace('<script type="module"', `${script}\n    <script type="module"`);
    },
  };
}

/** The document with `__typename` asked for on every object below the root, as Apollo asks. */
function withTypenames(document: DocumentNode): DocumentNode {
  const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } };
  return visit(document, {
    Field(field) {
      if (!field.selectionSet || field.selectionSet.selections.some((s) => s.kind === Kind.FIELD && s.name.value === "__typename")) {
        return undefined;
      }
      return { ...field, selectionSet: { ...field.selectionSet, selections: [...field.selectionSet.selections, typename] } };
    },
  });
}
