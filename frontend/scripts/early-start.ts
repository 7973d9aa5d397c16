import { Kind, print, visit, type DocumentNode, type FieldNode } from "graphql";
import type { Plugin, Rollup } from "vite";
import { firstLoadChunks } from "./chunk-graph.js";
import { readGeneratedDocuments } from "./generated-documents.js";
import type { EarlyQueryDetails } from "../src/routes-early.js";
import type { LandingPage } from "./landing-pages.js";

/** What the early script needs to know to start a page's downloads. */
export interface EarlyStartOptions {
  gqlDir: string;
  /** The app's sources: the modules below are named relative to it. */
  srcDir: string;
  /** The pages whose chunks (and their stylesheets) it starts downloading and whose queries it asks for, by address. */
  pages: LandingPage[];
  /** The catalogue's modules by part and language: "main" on every page, a page's own part besides. */
  catalogues: Record<string, Record<string, string>>;
  /**
   * How the app picks its first language (src/i18n/languages.ts): a self-contained function of
   * the storage key, embedded as it is, so the script fetches the texts of that language only.
   */
  language: { initial: (storageKey: string) => string; storageKey: string };
  /** How to ask for the queries the pages name, by codegen's document (none: without variables). */
  queries: Record<string, EarlyQueryDetails>;
  /** Minifies the script (it is on the way of every first load), as the app's chunks are. */
  minify?: (source: string) => string;
}

/**
 * A tiny script that index.html loads `async`, beside the app's entry, so that the work that
 * would otherwise wait for the entry (~150 kB on a slow phone, then its start-up) begins at once:
 * - the texts of the visitor's language (the catalogue's main part, and the page's own part)
 *   and the page's chunks and stylesheets start downloading (the router would ask for them only
 *   after the entry has run): the shop chunk on a shop address, the frame and the page on a
 *   sign-in or landing address;
 * - the sign-in check and the page's first data (the home's offers, a menu) are asked for, and
 *   the page's largest picture (the first offer, the first dish) is preloaded as soon as its
 *   address is known. The app puts these answers into Apollo's cache (`cacheEarlyAnswer` in
 *   src/early-data.ts) instead of asking again.
 *
 * The Content-Security-Policy allows no inline script, hence a file of its own next to the
 * chunks. The queries are asked as the app asks them (apollo.ts): a public catalogue document by
 * its hash (codegen.ts), as a GET a CDN can answer; any other with its text, `__typename` on every
 * object as Apollo sends them, so the answers can go into its cache. (A server that does not know
 * a hash answers an error, and the page then asks by itself.) Each request (and the location
 * lookup) starts in a task of its own: all in the script's one task, they made a long task
 * (~100 ms at a slow phone's speed) that delays the first input.
 */
export function earlyStart(options: EarlyStartOptions): Plugin {
  return {
    name: "ruchi:early-start",
    apply: "build",
    enforce: "post",
    generateBundle(_outputOptions, bundle) {
      const html = bundle["index.html"];
      if (!html || html.type !== "asset") throw new Error("early start: no index.html in the build");
      const downloads = chunkDownloads(bundle, options.srcDir);
      const catalogues = Object.fromEntries(
        Object.entries(options.catalogues).map(([part, modules]) => [
          part,
          Object.fromEntries(Object.entries(modules).map(([language, module]) => [language, downloads(module)])),
        ]),
      );
      const pages = mergeAlike(
        options.pages.map((page) => {
          for (const part of page.catalogues) if (!catalogues[part]) throw new Error(`early start: no catalogue part "${part}"`);
          return {
            path: page.path,
            params: page.params,
            files: [...new Set(page.modules.flatMap(downloads))],
            catalogues: page.catalogues,
            queries: page.queries,
          };
        }),
      );
      if (!catalogues.main) throw new Error('early start: the catalogue part "main" is missing');

      const named = new Set(options.pages.flatMap((page) => page.queries));
      for (const document of Object.keys(options.queries)) {
        if (!named.has(document)) throw new Error(`early start: no route names ${document} in handle.early (src/routes.ts)`);
      }
      const documents = readGeneratedDocuments(options.gqlDir);
      const queries = [...named].map((document) => {
        const { variables, onlyWithout, location, image } = options.queries[document] ?? {};
        const ast = documents.get(document);
        if (ast === undefined) throw new Error(`early start: ${document} is not in graphql.ts; run \`npm run codegen\``);
        const operation = ast.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
        if (operation?.kind !== Kind.OPERATION_DEFINITION || !operation.name) {
          throw new Error(`early start: ${document} must hold a named operation`);
        }
        const fromParams = variables?.fromParams ?? {};
        for (const page of pages) {
          const missing = page.queries.includes(document) && Object.values(fromParams).find((param) => !page.params.includes(param));
          if (missing) throw new Error(`early start: ${document} needs the parameter :${missing}, which ${page.path} has not`);
        }
        // codegen's hash of a public document (codegen.ts): asked for by hash, without its text.
        const hash = (ast as { __meta__?: { hash?: string } }).__meta__?.hash ?? null;
        return {
          document,
          name: operation.name.value,
          hash,
          query: hash === null ? print(withTypenames(ast)) : null,
          defaults: variables?.defaults ?? {},
          fromParams,
          onlyWithout: onlyWithout ?? null,
          location: location ?? null,
          image: image ?? null,
        };
      });

      const source = `(() => {
const path = location.pathname;
const language = (${options.language.initial.toString()})(${JSON.stringify(options.language.storageKey)});
const fetchEarly = (href) => {
  const link = document.createElement("link");
  if (href.endsWith(".css")) {
    link.rel = "preload";
    link.as = "style";
  } else {
    link.rel = "modulepreload";
  }
  link.crossOrigin = "";
  link.href = href;
  document.head.appendChild(link);
};
const catalogues = ${JSON.stringify(catalogues)};
const pages = [
${pages
  .map(
    (page) =>
      `  { path: ${page.path}, params: ${JSON.stringify(page.params)}, files: ${JSON.stringify(page.files)}, catalogues: ${JSON.stringify(page.catalogues)}, queries: ${JSON.stringify(page.queries)} },`,
  )
  .join("\n")}
];
let match = null;
const page = pages.find((candidate) => (match = candidate.path.exec(path)));
const params = {};
const decoded = (text) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
if (page) page.params.forEach((name, index) => (params[name] = decoded(match[index + 1])));
const texts = [catalogues.main[language], ...(page ? page.catalogues.map((part) => catalogues[part][language]) : [])];
for (const href of new Set([...texts.flatMap((files) => files || []), ...(page ? page.files : [])])) fetchEarly(href);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const param = (name, value) => name + "=" + encodeURIComponent(JSON.stringify(value));
const send = (operationName, hash, query, variables) =>
  hash
    ? fetch("/graphql?operationName=" + encodeURIComponent(operationName) + "&" + param("variables", variables) + "&" +
        param("extensions", { persistedQuery: { version: 1, sha256Hash: hash } }), {
        credentials: "same-origin",
        cache: "no-cache",
        headers: { accept: "application/graphql-response+json,application/json;q=0.9", "apollo-require-preflight": "true" },
      })
    : fetch("/graphql", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ operationName, query, variables }),
      });
const ask = (operationName, hash, query, variablesOrPromise) => {
  const variables = nextTask().then(() => variablesOrPromise);
  const answer = variables.then((known) =>
    known
      ? send(operationName, hash, query, known)
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
    ({
      document,
      name,
      hash,
      query,
      defaults,
      fromParams,
      onlyWithout,
      location,
      image,
    }) => `if (page && page.queries.includes(${JSON.stringify(document)})${
      onlyWithout ? ` && untouched(${JSON.stringify(onlyWithout)})` : ""
    }) {
  const variables = ${JSON.stringify(defaults)};${Object.entries(fromParams)
    .map(([variable, param]) => `\n  variables[${JSON.stringify(variable)}] = params[${JSON.stringify(param)}];`)
    .join("")}
  early.${name} = ask(${JSON.stringify(name)}, ${JSON.stringify(hash)}, ${JSON.stringify(query)}, ${
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
}`,
  )
  .join("\n")}
})();
`;
      const reference = this.emitFile({ type: "asset", name: "early-start.js", source: options.minify ? options.minify(source) : source });
      const script = `<script type="module" async crossorigin src="/${this.getFileName(reference)}"></script>`;
      const page = String(html.source);
      if (!page.includes('<script type="module"')) throw new Error("early start: index.html has no entry script");
      html.source = page.replace('<script type="module"', `${script}\n    <script type="module"`);
    },
  };
}

interface EarlyPage {
  path: RegExp;
  params: string[];
  files: string[];
  catalogues: string[];
  queries: string[];
}

/**
 * Pages without parameters that start the same downloads and queries, as one entry whose pattern
 * matches any of their addresses (the shop's pages share the shop chunk): the script stays small.
 * The patterns are anchored, so no page takes another's address; the order of the rest is kept.
 */
function mergeAlike(pages: EarlyPage[]): EarlyPage[] {
  const merged: EarlyPage[] = [];
  const byWork = new Map<string, EarlyPage>();
  for (const page of pages) {
    const work = JSON.stringify([page.files, page.catalogues, page.queries]);
    const alike = page.params.length === 0 ? byWork.get(work) : undefined;
    if (alike) {
      alike.path = new RegExp(`${alike.path.source}|${page.path.source}`);
      continue;
    }
    const copy = { ...page };
    if (page.params.length === 0) byWork.set(work, copy);
    merged.push(copy);
  }
  return merged;
}

/** The files to fetch early for a module of the app (named relative to srcDir), by address: its chunks and their stylesheets. */
function chunkDownloads(bundle: Rollup.OutputBundle, srcDir: string) {
  const chunksOf = firstLoadChunks(bundle, srcDir);
  return (module: string): string[] =>
    chunksOf(module).flatMap((chunk) => [`/${chunk.fileName}`, ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`)]);
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
