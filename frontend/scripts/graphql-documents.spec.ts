import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readGeneratedDocuments } from "./generated-documents.js";

/**
 * A small app built as the real one is: codegen's client preset writes its `src/gql`, then Vite
 * builds with `graphqlDocuments` (both in child processes: Vite and parts of codegen are ES
 * modules, which Jest cannot load here). The entry uses a query with a fragment, a lazily loaded
 * module a query of its own.
 */
const frontendDir = path.resolve(__dirname, "..");
const bin = (pkg: string, name: string) => {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [frontendDir] });
  const { bin: bins } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: Record<string, string> };
  return path.join(path.dirname(manifest), bins[name]!);
};

let app: string;
const gqlDir = () => path.join(app, "src", "gql");
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
  writeFileSync(path.join(app, file), text);
};

/** Builds `src/<entry>.ts` into dist/ (entry.js, and a file per lazily loaded module). */
function build(entry: string) {
  return spawnSync(process.execPath, [bin("vite", "vite"), "build", "--config", path.join(app, "vite.config.mjs")], {
    cwd: app,
    env: { ...process.env, FIXTURE_ENTRY: entry },
    encoding: "utf8",
  });
}
const output = (file: string) => readFileSync(path.join(app, "dist", file), "utf8");

beforeAll(() => {
  app = mkdtempSync(path.join(tmpdir(), "graphql-documents-"));
  write("package.json", JSON.stringify({ type: "module" }));
  write("schema.graphql", "type Query { me: User, users: [User!]! }\ntype User { id: ID!, name: String! }\n");
  write(
    "src/user-name.ts",
    'import { graphql } from "./gql";\nexport const UserNameFragment = graphql(`fragment UserName on User { name }`);\n',
  );
  write(
    "src/main.ts",
    [
      'import { graphql } from "./gql";',
      "export const CurrentUserDocument = graphql(`",
      "  query CurrentUser { me { id ...UserName } }",
      "`);",
      "console.log(JSON.stringify(CurrentUserDocument));",
      'import("./admin").then((admin) => console.log(JSON.stringify(admin.UsersDocument)));',
      "",
    ].join("\n"),
  );
  write(
    "src/admin.ts",
    'import { graphql } from "./gql";\nconst UsersDocument = graphql(`query Users { users { id } }`);\nexport { UsersDocument };\n',
  );
  write(
    "codegen.json",
    JSON.stringify({
      schema: path.join(app, "schema.graphql"),
      documents: [path.join(app, "src/**/*.ts"), `!${path.join(gqlDir(), "**")}`],
      generates: { [`${gqlDir()}/`]: { preset: "client", presetConfig: { fragmentMasking: false } } },
    }),
  );
  write(
    "vite.config.mjs",
    `import { graphqlDocuments } from ${JSON.stringify(path.join(__dirname, "graphql-documents.ts"))};
export default {
  root: ${JSON.stringify(app)},
  logLevel: "error",
  plugins: [graphqlDocuments({ gqlDir: ${JSON.stringify(gqlDir())} })],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    minify: false,
    modulePreload: false,
    rolldownOptions: {
      input: \`src/\${process.env.FIXTURE_ENTRY}.ts\`,
      output: { entryFileNames: "[name].js", chunkFileNames: "[name].js" },
    },
  },
};
`,
  );
  // From the frontend folder, where codegen finds its client preset.
  execFileSync(process.execPath, [bin("@graphql-codegen/cli", "graphql-codegen"), "--config", path.join(app, "codegen.json")], {
    cwd: frontendDir,
    stdio: "pipe",
  });
  const result = build("main");
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
});

afterAll(() => rmSync(app, { recursive: true, force: true }));

it("puts each document in the chunk that uses it, and codegen's lookup of document texts in none", () => {
  const entry = output("main.js");
  const admin = output("admin.js");
  expect(entry).toContain('"value": "CurrentUser"');
  expect(entry).toContain('"value": "UserName"');
  expect(entry).not.toContain('"value": "Users"');
  expect(admin).toContain('"value": "Users"');
  for (const code of [entry, admin]) {
    expect(code).not.toContain("query CurrentUser");
    expect(code).not.toContain("fragment UserName on");
  }
});

it("runs with the documents codegen generated (the fragment's definition included)", () => {
  const printed = execFileSync(process.execPath, [path.join(app, "dist", "main.js")], { encoding: "utf8" })
    .trim()
    .split("\n");
  const documents = readGeneratedDocuments(gqlDir());
  expect(printed.map((line) => JSON.parse(line) as unknown)).toEqual([
    documents.get("CurrentUserDocument"),
    documents.get("UsersDocument"),
  ]);
  expect(documents.get("CurrentUserDocument")!.definitions.map((definition) => definition.kind)).toEqual([
    "OperationDefinition",
    "FragmentDefinition",
  ]);
});

it("fails the build, naming the document, when codegen has not run since a document was added", () => {
  write("src/late.ts", 'import { graphql } from "./gql";\nconsole.log(graphql(`query Late { me { id } }`));\n');
  const result = build("late");
  expect(result.status).not.toBe(0);
  expect(result.stdout + result.stderr).toContain("LateDocument is not in");
  expect(result.stdout + result.stderr).toContain("npm run codegen");
});

it("reads only documents written as JSON from graphql.ts", () => {
  const dir = path.join(app, "string-documents");
  mkdirSync(dir);
  writeFileSync(
    path.join(dir, "graphql.ts"),
    "export const ADocument = new TypedDocumentString(`query A { a }`) as unknown as TypedDocumentString<A, B>;\n",
  );
  expect(() => readGeneratedDocuments(dir)).toThrow("ADocument is not a document written as JSON");
});
