import path from "node:path";
import { babelOptimizerPlugin } from "@graphql-codegen/client-preset";
import babel, { defineRolldownBabelPreset } from "@rolldown/plugin-babel";
import type { Plugin, PluginOption } from "vite";
import { DOCUMENT_MODULE, documentImports } from "./document-imports.js";
import { readGeneratedDocuments } from "./generated-documents.js";

/**
 * codegen's build step for the documents written with `graphql(`...`)` (from `src/gql`): the
 * client preset's own Babel plugin (`babelOptimizerPlugin`, run by Rolldown's Babel plugin, as
 * `@vitejs/plugin-react` 6 runs no Babel) replaces each call with the generated document, so no
 * page loads codegen's runtime lookup (`gql.ts`: every document's source text and AST, ~77 kB);
 * with `documentImports` and `documentModules` each document is a module of its own, so a page's
 * chunk carries only its own documents. Build only: the dev server runs codegen's lookup as it is.
 */
export function graphqlDocuments(options: { gqlDir: string }): PluginOption[] {
  const gqlTagName = "graphql";
  return [
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: {
            plugins: [
              [babelOptimizerPlugin, { artifactDirectory: options.gqlDir, gqlTagName }],
              [documentImports, { gqlDir: options.gqlDir, gqlTagName }],
            ],
          },
          rolldown: {
            // Babel parses only the files that write or import a document; never codegen's own.
            filter: { id: { exclude: `${options.gqlDir}/**` }, moduleType: ["ts", "tsx"], code: /\bgraphql\(|\/gql\/graphql\b/ },
            configResolvedHook: (config) => config.command === "build",
          },
        }),
      ],
    }),
    documentModules(options),
  ];
}

/**
 * Serves `virtual:graphql-document/<Name>` (the imports `documentImports` writes): a module with
 * only codegen's document `<Name>`, taken from `graphql.ts`. So each document lands in the chunk
 * of the pages that use it, as if written there. A name missing from `graphql.ts` fails the
 * build: codegen has not run since a document changed.
 */
export function documentModules(options: { gqlDir: string }): Plugin {
  // Rollup's convention: a leading \0 keeps other plugins (and the file system) off a virtual id.
  const resolvedPrefix = `\0${DOCUMENT_MODULE}`;
  const generatedFile = path.join(options.gqlDir, "graphql.ts");
  let documents: ReturnType<typeof readGeneratedDocuments> | undefined;

  return {
    name: "ruchi:document-modules",
    apply: "build",
    buildStart() {
      this.addWatchFile(generatedFile);
      documents = undefined;
    },
    resolveId(id) {
      return id.startsWith(DOCUMENT_MODULE) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      documents ??= readGeneratedDocuments(options.gqlDir);
      const name = id.slice(resolvedPrefix.length);
      const document = documents.get(name);
      if (!document) this.error(`${name} is not in ${generatedFile}; run \`npm run codegen\``);
      return { code: `export const ${name} = ${JSON.stringify(document)};\n`, moduleSideEffects: false };
    },
  };
}
