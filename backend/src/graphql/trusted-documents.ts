import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ApolloServerPlugin, GraphQLRequest } from "@apollo/server";
import { Kind, parse, print, visit, type DirectiveNode, type DocumentNode } from "graphql";

/**
 * The web app's documents, known at build time: `npm run codegen` writes every public operation
 * of frontend/src as `{ sha256 of its text: text }` into persisted-documents.json beside this
 * module (codegen.ts, its only writer) and puts the same hash on each generated document, which
 * apollo.ts sends instead of the text. The file is committed like schema.graphql, so a server
 * knows the documents of the app built from the same checkout; the build copies it into dist
 * (scripts/copy-persisted-documents.mjs), so the server reads only its own files, from src under
 * Jest and from dist when built.
 */
export const TRUSTED_DOCUMENTS_FILE = path.join(__dirname, "persisted-documents.json");

/** What Apollo Client strips from a document before sending it (its `serverQuery`): client-only directives. */
const CLIENT_ONLY_DIRECTIVES = new Set(["unmask", "nonreactive", "connection"]);
const isClientField = (directives: readonly DirectiveNode[] | undefined) => directives?.some((d) => d.name.value === "client") ?? false;

/**
 * The text Apollo Client would send for a document codegen printed: client-only fields and
 * directives removed, `__typename` asked for on every object below the root (as its cache does).
 * Running this for a hash answers exactly what the app would get for the text (checked against
 * Apollo Client itself in trusted-documents.spec.ts).
 */
export function executableText(manifestText: string): string {
  const document = visit(parse(manifestText, { noLocation: true }), {
    Field: (node) => (isClientField(node.directives) ? null : undefined),
    FragmentSpread: (node) => (isClientField(node.directives) ? null : undefined),
    InlineFragment: (node) => (isClientField(node.directives) ? null : undefined),
    Directive: (node) => (CLIENT_ONLY_DIRECTIVES.has(node.name.value) ? null : undefined),
  });
  return print(withTypenames(document));
}

/** Apollo Client's addTypenameToDocument: every selection set but an operation's own. */
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if (!parent || Array.isArray(parent) || (parent as { kind?: unknown }).kind === Kind.OPERATION_DEFINITION) return undefined;
      const named = node.selections.some((s) => s.kind === Kind.FIELD && s.name.value.startsWith("__"));
      if (named) return undefined;
      return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } }] };
    },
  });
}

export const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Reads the manifest: hash -> the text to run. An entry whose hash is not the SHA-256 of its text
 * is left out (and said), as is every entry of a missing or unreadable file: the app then sends
 * its texts after the first "not found", so nothing breaks, it is only slower.
 */
export function loadTrustedDocuments(file: string, warn: (message: string) => void): Map<string, string> {
  const documents = new Map<string, string>();
  if (!existsSync(file)) {
    warn(
      `${file} is missing (run \`npm run codegen\`, then \`npm run build -w backend\` for dist): no persisted documents; clients fall back to sending their queries`,
    );
    return documents;
  }
  try {
    const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    for (const [hash, text] of Object.entries(manifest)) {
      if (typeof text !== "string" || sha256Hex(text) !== hash) {
        warn(`${file}: ${hash} is not the SHA-256 of its document; left out`);
        continue;
      }
      documents.set(hash, executableText(text));
    }
  } catch (error) {
    warn(`${file} could not be read (${String(error)}): no persisted documents`);
    documents.clear();
  }
  return documents;
}

type PersistedQuery = { version?: unknown; sha256Hash?: unknown };

/**
 * Apollo's persisted query wire format (`extensions.persistedQuery.sha256Hash`, GET or POST):
 * - a hash of the app's documents without a text runs that document, as if its text had come;
 * - a text with a hash that is not the text's own (the app's hashes are of codegen's print of the
 *   document, not of Apollo Client's): the text runs and the hash is dropped;
 * - anything else is Apollo Server's own automatic persisted queries, which serve every client that
 *   does not send the app's hashes: a hash it was
 *   given with its text earlier (kept in the node's memory), or PERSISTED_QUERY_NOT_FOUND, after
 *   which a client sends the text. Plain queries without a hash work as they always did.
 * Before Apollo reads the request (requestDidStart), so the rest of the pipeline sees a plain
 * query. Requests without extensions (every POST of the near-me path) cost one property read.
 */
export function trustedDocumentsPlugin(documents: ReadonlyMap<string, string>): ApolloServerPlugin {
  return {
    async requestDidStart({ request }) {
      const persisted = request.extensions?.persistedQuery as PersistedQuery | undefined;
      if (persisted) resolvePersisted(request, persisted, documents);
    },
  };
}

function resolvePersisted(request: GraphQLRequest, persisted: PersistedQuery, documents: ReadonlyMap<string, string>) {
  if (persisted.version !== 1 || typeof persisted.sha256Hash !== "string") return;
  const known = documents.get(persisted.sha256Hash);
  if (request.query === undefined && known === undefined) return;
  if (request.query !== undefined && sha256Hex(request.query) === persisted.sha256Hash) return;
  if (request.query === undefined) request.query = known;
  const { persistedQuery: _dropped, ...others } = request.extensions!;
  request.extensions = others;
}
