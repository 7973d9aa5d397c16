/**
 * End-to-end tests: real Chromium against the built app (see e2e/README.md). `npm run e2e`
 * from the repository root; `npm test` builds the app first.
 */
module.exports = {
  rootDir: __dirname,
  roots: ["<rootDir>/e2e"],
  testMatch: ["**/*.e2e.ts"],
  transform: {
    "^.+\\.ts$": ["@swc/jest", { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, module: { type: "commonjs" } }],
  },
  testEnvironment: "<rootDir>/e2e/support/environment.ts",
  globalSetup: "<rootDir>/e2e/support/global-setup.ts",
  globalTeardown: "<rootDir>/e2e/support/global-teardown.ts",
  testTimeout: 60_000,
  // Two cores: two spec files at a time, each with its own Chromium, next to the app.
  maxWorkers: 2,
  verbose: true,
};
