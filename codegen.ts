import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import type { CodegenConfig } from "@graphql-codegen/cli";
import { buildSchema, print, type DocumentNode } from "graphql";
import { isPublicDocument } from "./backend/src/graphql/catalogue-cache-hints";

const SCHEMA = "backend/schema.graphql";

/**
 * Persisted documents: the web app's public catalogue documents (every field public by the
 * server's cache hints, backend/src/graphql/catalogue-cache-hints.ts), which it sends by hash so a
 * CDN can keep their answers (apollo.ts, the early script). Each carries the SHA-256 of its text
 * (`__meta__.hash`, plain hex as Apollo's persistedQuery.sha256Hash) and this file maps the hash
 * to the text. Only the server reads that map (backend/src/graphql/trusted-documents.ts; the app
 * needs just the hashes on its documents), so it is written among the server's sources, whose
 * build copies it into dist. Other documents get no hash: it would only add bytes to the app's
 * first load, which is at its budget.
 */
const PERSISTED_DOCUMENTS_FILE = "backend/src/graphql/persisted-documents.json";
const persisted = new Map<string, string>();
let schema: ReturnType<typeof buildSchema> | undefined;

function persistIfPublic(document: DocumentNode): { hash: string } | undefined {
  schema ??= buildSchema(readFileSync(SCHEMA, "utf8"));
  if (!isPublicDocument(schema, document)) return undefined;
  const text = print(document);
  const hash = createHash("sha256").update(text).digest("hex");
  persisted.set(hash, text);
  return { hash };
}

function writePersistedDocuments() {
  const entries = [...persisted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  writeFileSync(PERSISTED_DOCUMENTS_FILE, `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`);
}

/** The one codegen config: the committed backend schema -> typed documents for the frontend and the backend tests. */
const config: CodegenConfig = {
  schema: SCHEMA,
  documents: ["frontend/src/**/*.{ts,tsx}", "!frontend/src/gql/**/*"],
  ignoreNoDocuments: true,
  generates: {
    "frontend/src/gql/": {
      preset: "client",
      // Apollo Client's data masking (apollo.ts) hides a fragment's fields from everyone but the
      // component reading it with Apollo's useFragment; the preset's own unmasking helper would
      // hand out objects whose fields are gone at run time, so it is not generated.
      presetConfig: { fragmentMasking: false, onExecutableDocumentNode: persistIfPublic },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: "string", Upload: "File" },
        // The types hide a spread fragment's fields as Apollo does at run time; `@unmask` shows them.
        inlineFragmentTypes: "mask",
        customDirectives: { apolloUnmask: true },
        // Apollo adds __typename to every object below the root; its `Unmasked` merges by it.
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
      },
    },
    // The backend's integration tests send typed documents too, so a schema change breaks their
    // compile. The root `documents` (the frontend's) are merged into every target: left out here.
    "backend/test/gql/": {
      documents: ["backend/test/**/*.ts", "!backend/test/gql/**/*", "!frontend/**/*"],
      preset: "client",
      // The tests read every field a document selects, fragments' included.
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // Upload travels outside the JSON (graphql-multipart-request-spec): nothing to type there.
        scalars: { DateTimeISO: "string", Upload: "unknown" },
      },
    },
  },
  // Written once everything is generated; gathered afresh on each run of `--watch`.
  hooks: { beforeDone: [writePersistedDocuments], onWatchTriggered: [() => persisted.clear()] },
};

export default config;
