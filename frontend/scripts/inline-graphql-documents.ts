import { readFileSync } from "node:fs";
import path from "node:path";
import { Kind, parse } from "graphql";
import type { Plugin } from "vite";

/**
 * Compiles the `graphql(`...`)` calls at build time: each call is replaced by the document's
 * ready AST, taken from codegen's `src/gql/graphql.ts`. Without it, every page loads codegen's
 * runtime lookup (`src/gql/gql.ts`), which maps the source text of every document of the app to
 * its AST (77 kB of JavaScript shared by all pages); with it, a page's chunk carries only its own
 * documents and the lookup is never bundled. The types are unchanged: TypeScript still reads the
 * `graphql()` overloads, and the tests (which do not go through Vite) still call the real
 * function, so both paths give the same document objects' content.
 *
 * A document missing from `graphql.ts` fails the build: codegen has not run since it changed.
 */
export function inlineGraphqlDocuments(options: { gqlDir: string }): Plugin {
  const generatedFile = path.join(options.gqlDir, "graphql.ts");
  let documents = new Map<string, string>();
  const readGenerated = () => readGeneratedDocuments(options.gqlDir);

  /** The generated constant of a document: `<Name>Document` or `<Name>FragmentDoc`. */
  const constantName = (text: string, file: string) => {
    const [first] = parse(text).definitions;
    if (first?.kind === Kind.OPERATION_DEFINITION && first.name) return `${first.name.value}Document`;
    if (first?.kind === Kind.FRAGMENT_DEFINITION) return `${first.name.value}FragmentDoc`;
    throw new Error(`${file}: a graphql() document must start with a named operation or a fragment`);
  };

  return {
    name: "ruchi:inline-graphql-documents",
    enforce: "pre",
    buildStart() {
      this.addWatchFile(generatedFile);
      documents = readGenerated();
    },
    watchChange(id) {
      if (path.resolve(id) === generatedFile) documents = readGenerated();
    },
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (!/\.tsx?$/.test(file) || file.startsWith(options.gqlDir + path.sep) || !code.includes("graphql(`")) return null;
      // A template literal without `${...}` (codegen cannot read interpolated documents either).
      const output = code.replace(/\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g, (call: string, text: string) => {
        const name = constantName(text, file);
        const ast = documents.get(name);
        if (ast === undefined) throw new Error(`${file}: ${name} is not in ${generatedFile}; run \`npm run codegen\``);
        // As many lines as the call had, so the lines after it keep their numbers.
        return ast + "\n".repeat(call.split("\n").length - 1);
      });
      if (/\bgraphql\(\s*`/.test(output)) throw new Error(`${file}: a graphql() document with \${...} in it cannot be compiled`);
      // The codegen function is no longer called here; drop its import so its lookup is not bundled.
      return { code: output.replace(/^import \{ graphql \} from "(?:\.\.?\/)+gql";$/m, ""), map: null };
    },
  };
}

/**
 * Codegen's documents by constant name (`HomeBannersDocument`, `MenuItemCardFieldsFragmentDoc`),
 * as the JSON text of their AST: `graphql.ts` has one `export const X = {...} as unknown as
 * DocumentNode<...>;` line per document.
 */
export function readGeneratedDocuments(gqlDir: string): Map<string, string> {
  const source = readFileSync(path.join(gqlDir, "graphql.ts"), "utf8");
  const found = new Map<string, string>();
  for (const match of source.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
    found.set(match[1]!, match[2]!);
  }
  return found;
}
