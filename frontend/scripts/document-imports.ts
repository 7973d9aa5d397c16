import path from "node:path";
import type { PluginObj, PluginPass, types as BabelTypes } from "@babel/core";

/** How an import names one document's module: `virtual:graphql-document/HomeBannersDocument`. */
export const DOCUMENT_MODULE = "virtual:graphql-document/";

export interface DocumentImportsOptions {
  /** codegen's output folder, as given to the client preset's Babel plugin (`artifactDirectory`). */
  gqlDir: string;
  /** The function the documents are written in (`gqlTagName`): "graphql". */
  gqlTagName: string;
}

/**
 * Babel plugin for what the client preset's own (`babelOptimizerPlugin`) leaves undone here; it
 * runs next to it. That plugin turns each `graphql(`...`)` call into codegen's constant for the
 * document, imported from `gql/graphql.ts` under the constant's own name. This one:
 * - renames a variable that holds a `graphql()` call (`const CurrentUserDocument = graphql(...)`,
 *   the app's way of naming them), so the import can take that name (with both, the module
 *   declares it twice: a syntax error);
 * - points each value imported from `graphql.ts` at that document's own module (see
 *   `documentModules` in graphql-documents.ts), because a bundler places a module in one chunk: all
 *   documents in the one `graphql.ts` would go to the entry (it needs the sign-in check), the
 *   admin's with them;
 * - drops the import of `graphql` once no call is left, so codegen's runtime lookup (`gql.ts`,
 *   every document's source text) is not bundled.
 */
export function documentImports({ types: t }: { types: typeof BabelTypes }, options: DocumentImportsOptions): PluginObj<PluginPass> {
  const generated = path.join(options.gqlDir, "graphql");
  const tagModules = new Set([options.gqlDir, path.join(options.gqlDir, "index"), path.join(options.gqlDir, "gql")]);
  /** The file an import refers to, without its extension (null for a package). */
  const target = (file: string, source: string) =>
    source.startsWith(".") ? path.resolve(path.dirname(file), source).replace(/\.[cm]?[jt]sx?$/, "") : null;

  return {
    name: "ruchi:document-imports",
    visitor: {
      Program: {
        // Before the calls are visited: Babel renames every reference, exports included.
        enter(program) {
          program.traverse({
            VariableDeclarator(declarator) {
              const { id, init } = declarator.node;
              if (t.isIdentifier(id) && t.isCallExpression(init) && t.isIdentifier(init.callee, { name: options.gqlTagName })) {
                declarator.scope.rename(id.name);
              }
            },
          });
        },
        exit(program, state) {
          const file = state.filename;
          if (!file) throw new Error("document imports: Babel gave no file name");
          // The calls are imports now: Babel's record of who uses what is out of date.
          program.scope.crawl();
          for (const statement of program.get("body")) {
            if (!statement.isImportDeclaration() || statement.node.importKind === "type") continue;
            if (target(file, statement.node.source.value) !== generated) continue;
            const values = statement.node.specifiers.filter(
              (specifier): specifier is BabelTypes.ImportSpecifier => t.isImportSpecifier(specifier) && specifier.importKind !== "type",
            );
            if (values.length === 0) continue;
            // `const _CurrentUserDocument = CurrentUserDocument` (a renamed call): import under the
            // variable's name instead, so the bundle has no alias left where the document was.
            for (const specifier of values) {
              const [reference, ...others] = program.scope.getBinding(specifier.local.name)?.referencePaths ?? [];
              const declarator = reference?.parentPath;
              if (others.length > 0 || !declarator?.isVariableDeclarator() || declarator.node.init !== reference!.node) continue;
              if (!t.isIdentifier(declarator.node.id) || !t.isVariableDeclaration(declarator.parent, { kind: "const" })) continue;
              specifier.local = declarator.node.id;
              declarator.remove();
            }
            statement.insertBefore(
              values.map((specifier) => {
                const name = t.isIdentifier(specifier.imported) ? specifier.imported.name : specifier.imported.value;
                return t.importDeclaration([specifier], t.stringLiteral(DOCUMENT_MODULE + name));
              }),
            );
            const rest = statement.node.specifiers.filter((specifier) => !values.includes(specifier as BabelTypes.ImportSpecifier));
            if (rest.length === 0) statement.remove();
            else statement.node.specifiers = rest;
          }

          const tag = program.scope.getBinding(options.gqlTagName);
          const declaration = tag?.path.parentPath;
          if (!tag || tag.referenced || !tag.path.isImportSpecifier() || !declaration?.isImportDeclaration()) return;
          if (!tagModules.has(target(file, declaration.node.source.value) ?? "")) return;
          if (declaration.node.specifiers.length === 1) declaration.remove();
          else tag.path.remove();
        },
      },
    },
  };
}
