import path from "node:path";
import { transformSync } from "@babel/core";
import { babelOptimizerPlugin } from "@graphql-codegen/client-preset";
import { transformSync as swcTransform } from "@swc/core";
import { DOCUMENT_MODULE, documentImports } from "./document-imports.js";

const gqlDir = "/app/src/gql";

/** The file as the build compiles it: codegen's Babel plugin, then ours, as graphql-documents.ts runs them. */
function compile(code: string, file = "/app/src/shop/page.tsx"): string {
  const result = transformSync(code, {
    filename: file,
    configFile: false,
    babelrc: false,
    parserOpts: { plugins: ["typescript", "jsx"] },
    plugins: [
      [babelOptimizerPlugin, { artifactDirectory: gqlDir, gqlTagName: "graphql" }],
      [documentImports, { gqlDir, gqlTagName: "graphql" }],
    ],
  });
  return result!.code!;
}

/**
 * Runs the compiled module with `useQuery` given: a document module's export is a stand-in
 * naming it; importing anything else (codegen's lookup in `src/gql`) fails.
 */
function run(code: string, useQuery: (document: unknown) => unknown): Record<string, unknown> {
  const commonJs = swcTransform(code, { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, module: { type: "commonjs" } }).code;
  const load = (id: string) => {
    if (!id.startsWith(DOCUMENT_MODULE)) throw new Error(`imports ${id}`);
    const name = id.slice(DOCUMENT_MODULE.length);
    return { [name]: { document: name } };
  };
  const exports: Record<string, unknown> = {};
  new Function("exports", "require", "useQuery", commonJs)(exports, load, useQuery);
  return exports;
}

it("imports a document named like its variable from the document's own module, with no alias and no codegen lookup", () => {
  const output = compile(`import { graphql } from "../gql";
export const CurrentUserDocument = graphql(\`
  query CurrentUser { me { id } }
\`);
const BannersDocument = graphql(\`query HomeBanners { banners { id } }\`);
export const useBanners = () => useQuery(BannersDocument);
`);
  const module = run(output, (document) => ({ asked: document }));
  expect(module.CurrentUserDocument).toEqual({ document: "CurrentUserDocument" });
  expect((module.useBanners as () => unknown)()).toEqual({ asked: { document: "HomeBannersDocument" } });
  // The documents are imported under the variables' names: nothing is left where the calls were.
  expect(output).not.toMatch(/\b(const|let|var)\b(?! useBanners)/);
});

it("takes fragments by codegen's constant name (FragmentDoc) and keeps a variable used as it is", () => {
  const output = compile(`import { graphql } from "../gql/index";
let fragment = graphql(\`fragment MenuItemCardFields on MenuItem { id }\`);
export function read() { return fragment; }
`);
  expect(output).toContain(`import { MenuItemCardFieldsFragmentDoc } from "virtual:graphql-document/MenuItemCardFieldsFragmentDoc";`);
  expect(output).toContain("let _fragment = MenuItemCardFieldsFragmentDoc;");
  expect(output).not.toContain("gql");
});

it("sends values imported from graphql.ts to their modules and leaves its types where they are", () => {
  const output = compile(`import type { CartQuery } from "../gql/graphql";
import { type MenuQuery, ShopCartDocument } from "../gql/graphql.js";
export const read = (cart: CartQuery, menu: MenuQuery) => [cart, menu, ShopCartDocument];
`);
  expect(output).toContain(`import type { CartQuery } from "../gql/graphql";`);
  expect(output).toContain(`import { type MenuQuery } from "../gql/graphql.js";`);
  expect(output).toContain(`import { ShopCartDocument } from "virtual:graphql-document/ShopCartDocument";`);
});

it("leaves another package's graphql() and a graphql import still in use alone", () => {
  const source = `import { graphql } from "graphql";
export const run = (schema: unknown) => graphql({ schema, source: "{ a }" });
`;
  const untouched = compile(source);
  expect(untouched).toContain(`import { graphql } from "graphql";`);
  expect(untouched).not.toContain("virtual:");
  const kept = compile(`import { graphql } from "../gql";
export const q = graphql(\`query A { a }\`);
export const tag = graphql;
`);
  expect(kept).toContain(`import { graphql } from "../gql";`);
  expect(kept).toContain(`from "virtual:graphql-document/ADocument"`);
});

it("finds codegen's folder by path from any file, and no other folder named gql", () => {
  const besideIt = compile(
    `import { graphql } from "./gql";\nexport const a = graphql(\`query A { a }\`);\n`,
    path.join(gqlDir, "..", "main.ts"),
  );
  expect(besideIt).toContain(`from "virtual:graphql-document/ADocument"`);
  expect(besideIt).not.toContain(`"./gql"`);
  const elsewhere = compile(`import { ADocument } from "../other/gql/graphql";\nexport const a = ADocument;\n`);
  expect(elsewhere).toContain(`import { ADocument } from "../other/gql/graphql";`);
});
