/**
 * Tests of the build's own plugins (`scripts/`). They run in Node, apart from the app's tests
 * (`jest.config.cjs`, whose roots are `src`); `npm run test -w frontend` runs both.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: "node",
  testMatch: ["<rootDir>/*.spec.ts"],
  // The scripts import each other as ESM does (`./generated-documents.js`).
  moduleNameMapper: { "^(\\.{1,2}/.*)\\.js$": "$1" },
  transform: {
    "^.+\\.m?[jt]s$": ["@swc/jest", { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, module: { type: "commonjs" } }],
  },
  // codegen's CommonJS build requires auto-bind, and @vite-pwa/assets-generator is ESM only:
  // compiled like the specs (Node before 24.9 cannot require an ES module inside Jest).
  transformIgnorePatterns: ["/node_modules/(?!(auto-bind|@vite-pwa/assets-generator)/)"],
  // A spec that builds a small app runs codegen and Vite in child processes.
  testTimeout: 120_000,
};
