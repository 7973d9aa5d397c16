// @ts-check
/**
 * The backend's dependency rules (docs/architecture.md#dependency-rules), checked by
 * `npm run deps -w backend` together with scripts/check-module-cycles.mjs, which sees what a rule
 * on files cannot: a cycle between two modules' folders. Paths are matched with or without the
 * `backend/` prefix, so the check gives the same verdict whether it runs here or from the root.
 */
const path = require("node:path");

/** A path under backend/src, as a regular expression's start. */
const src = (rest) => `^(?:backend/)?src/${rest}`;

/** The adapters and the app's assembly: they call the modules, never the other way round. */
const ADAPTERS = [src("(http|graphql|rest|cli)/"), src("(main|server|app|services)\\.ts$")];

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "common-imports-no-module",
      comment:
        "common/ is below every module: it names none. Move what it needs into common (the roles, the signed-in " +
        "person's id and role), or let the module fill in a common interface (common/signed-in-user.ts).",
      severity: "error",
      from: { path: src("common/") },
      to: { path: src("modules/") },
    },
    {
      name: "modules-import-no-adapter",
      comment:
        "A module serves both adapters, so it imports neither GraphQL's nor REST's wiring nor the app's assembly: " +
        "the generic GraphQL pieces its types use are in common/graphql/.",
      severity: "error",
      from: { path: src("modules/") },
      to: { path: ADAPTERS },
    },
    {
      name: "no-circular",
      comment:
        "No file reaches itself through imports that run: one file of such a cycle sees the other half-loaded. " +
        "A cycle closed by `import type` is erased at compile time, which is how two entities of one relation " +
        "name each other (one side by string, importing only the other's type); between modules, types count " +
        "too (scripts/check-module-cycles.mjs).",
      severity: "error",
      from: { path: src("") },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only", "pre-compilation-only"] } },
    },
    {
      name: "src-not-to-tests-or-tools",
      comment: "The app never imports the integration tests, the load tools or the build scripts (they import the app).",
      severity: "error",
      from: { path: src("") },
      to: { path: "^(?:backend/)?(test|tools|scripts)/" },
    },
    {
      name: "not-to-spec",
      comment: "Only tests import tests.",
      severity: "error",
      from: { pathNot: "\\.spec\\.ts$" },
      to: { path: "\\.spec\\.ts$" },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import the rules cannot follow would let a violation through unseen.",
      severity: "error",
      from: { path: src("") },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // "specify" keeps the imports TypeScript erases (used as types only) and marks them: they tie
    // modules and break the layering like any other import, but close no runtime cycle.
    tsPreCompilationDeps: "specify",
    tsConfig: { fileName: path.join(__dirname, "tsconfig.json") },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["types", "import", "require", "node", "default"],
      mainFields: ["types", "typings", "module", "main"],
    },
  },
};
