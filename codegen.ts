import type { CodegenConfig } from "@graphql-codegen/cli";

/** The one codegen config: the committed backend schema -> typed documents for the frontend and the backend tests. */
const config: CodegenConfig = {
  schema: "backend/schema.graphql",
  documents: ["frontend/src/**/*.{ts,tsx}", "!frontend/src/gql/**/*"],
  ignoreNoDocuments: true,
  generates: {
    "frontend/src/gql/": {
      preset: "client",
      // Apollo Client's data masking (apollo.ts) hides a fragment's fields from everyone but the
      // component reading it with Apollo's useFragment; the preset's own unmasking helper would
      // hand out objects whose fields are gone at run time, so it is not generated.
      presetConfig: { fragmentMasking: false },
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
};

export default config;
