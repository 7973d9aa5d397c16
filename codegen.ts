import type { CodegenConfig } from "@graphql-codegen/cli";

/** The one codegen config: the committed backend schema -> typed documents for the frontend. */
const config: CodegenConfig = {
  schema: "backend/schema.graphql",
  documents: ["frontend/src/**/*.{ts,tsx}", "!frontend/src/gql/**/*"],
  ignoreNoDocuments: true,
  generates: {
    "frontend/src/gql/": {
      preset: "client",
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: "string", Upload: "File" },
      },
    },
  },
};

export default config;
