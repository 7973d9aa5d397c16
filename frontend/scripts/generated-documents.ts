import { readFileSync } from "node:fs";
import path from "node:path";
import { parseSync, types as t } from "@babel/core";
import type { DocumentNode } from "graphql";

/**
 * Codegen's documents by constant name (`HomeBannersDocument`, `MenuItemCardFieldsFragmentDoc`),
 * read from the client preset's `graphql.ts`, where each is an
 * `export const X = {...} as unknown as DocumentNode<...>` whose object is the document's AST
 * written as JSON. Parsed as TypeScript, so a change of codegen's layout (line breaks, the cast)
 * cannot make a document go unnoticed; a document that is not JSON fails here, by name.
 */
export function readGeneratedDocuments(gqlDir: string): Map<string, DocumentNode> {
  const file = path.join(gqlDir, "graphql.ts");
  const source = readFileSync(file, "utf8");
  const ast = parseSync(source, { filename: file, configFile: false, babelrc: false, parserOpts: { plugins: ["typescript"] } });
  if (!ast) throw new Error(`${file}: could not be parsed`);
  const documents = new Map<string, DocumentNode>();
  for (const statement of ast.program.body) {
    if (!t.isExportNamedDeclaration(statement) || !t.isVariableDeclaration(statement.declaration)) continue;
    for (const { id, init } of statement.declaration.declarations) {
      let value = init;
      while (t.isTSAsExpression(value) || t.isTSSatisfiesExpression(value)) value = value.expression;
      if (!t.isIdentifier(id)) continue;
      // The preset exports nothing else as a value (its enums are types: `enumsAsTypes`).
      const fail = () => new Error(`${file}: ${id.name} is not a document written as JSON (has codegen's documentMode changed?)`);
      if (!t.isObjectExpression(value)) throw fail();
      try {
        documents.set(id.name, JSON.parse(source.slice(value.start!, value.end!)) as DocumentNode);
      } catch {
        throw fail();
      }
    }
  }
  return documents;
}
