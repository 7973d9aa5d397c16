// @ts-check
/**
 * The frontend's dependency rules (docs/architecture.md#layout), checked by
 * `npm run deps -w frontend`. Paths are matched with or without the `frontend/` prefix, so the
 * check gives the same verdict whether it runs here or from the repository's root.
 */
const path = require("node:path");

/** A path under frontend/src, as a regular expression's start. */
const src = (rest) => `^(?:frontend/)?src/${rest}`;

/** The app's areas: each is one part of the app, and they share code only through common/. */
const AREA_FOLDERS = ["admin", "auth", "explorer", "kitchen", "public", "rider", "shop"];

/** What every area may build on: none of it leads back into an area. */
const SHARED_FOLDERS = ["common", "i18n", "styles", "service-worker", "gql"];

/** A regular expression's group of folder names. */
const either = (folders) => `(${folders.join("|")})`;
const AREAS = either(AREA_FOLDERS);
const SHARED = either(SHARED_FOLDERS);

/**
 * The top-level files the areas and common/ may use (the Apollo client, the early answers, the
 * route table, the theme). The other top-level files (main.tsx, router.tsx) assemble the app from every area.
 */
const FOUNDATIONS = "(apollo|early-data|routes|theme)\\.ts$";

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "area-to-area-only-through-common",
      comment:
        "An area imports another area's folders only through common/: move what two areas share under src/common/ (fragments stay beside the component that reads them).",
      severity: "error",
      from: { path: src(`${AREAS}/`) },
      to: { path: src(`${AREAS}/`), pathNot: src("$1/") },
    },
    {
      name: "shared-imports-no-area",
      comment:
        "common/ (and i18n/, styles/, service-worker/, gql/) and the top-level foundations (apollo.ts, early-data.ts, routes.ts, theme.ts) are what the areas build on: they import no area.",
      severity: "error",
      from: { path: [src(`${SHARED}/`), src(FOUNDATIONS)] },
      to: { path: src(`${AREAS}/`) },
    },
    {
      name: "top-level-only-foundations",
      comment:
        "An area or common/ uses only the top-level foundations: a top-level file that imports an area would let one area reach another around common/. Add a new foundation to FOUNDATIONS only if it imports no area.",
      severity: "error",
      from: { path: src(`${either([...AREA_FOLDERS, ...SHARED_FOLDERS])}/`) },
      to: { path: src("[^/]+$"), pathNot: src(FOUNDATIONS) },
    },
    {
      name: "only-main-imports-the-router",
      comment: "main.tsx and router.tsx assemble the app from every area: nothing else imports them.",
      severity: "error",
      from: { pathNot: src("main\\.tsx$") },
      to: { path: src("(main|router)\\.tsx$") },
    },
    {
      name: "no-circular",
      comment: "No import cycle between files: split out what both sides need, or pass it in.",
      severity: "error",
      from: { path: src("") },
      to: { circular: true },
    },
    {
      name: "src-not-to-e2e-or-scripts",
      comment: "The app never imports the end-to-end tests or the build scripts (they may import the app, not the other way round).",
      severity: "error",
      from: { path: src("") },
      to: { path: "^(?:frontend/)?(e2e|scripts)/" },
    },
    {
      name: "not-to-spec",
      comment: "Only tests import tests.",
      severity: "error",
      from: { pathNot: "\\.spec\\.tsx?$" },
      to: { path: "\\.spec\\.tsx?$" },
    },
    {
      name: "generated-gql-stays-generated",
      comment: "src/gql is codegen's output: it imports only packages and itself.",
      severity: "error",
      from: { path: src("gql/") },
      to: { path: src(""), pathNot: src("gql/") },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that does not resolve is a typo or a package missing from package.json.",
      severity: "error",
      from: { path: src("") },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type-only imports count: a type from another area ties the two areas as much as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(__dirname, "tsconfig.json") },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
