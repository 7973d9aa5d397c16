// Unit tests sit next to the code (src/**/*.spec.ts, tools/**/*.spec.ts); integration tests in test/ drive the real app.
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

/**
 * Packages published as ES modules only (pg-boss and what it imports). The app loads them with
 * Node's own require(esm); Jest's module system cannot without --experimental-vm-modules, so the
 * tests compile them to CommonJS like the sources.
 */
const ESM_ONLY = ["pg-boss", "serialize-error", "non-error"];
const swcEsm = ["@swc/jest", { jsc: { parser: { syntax: "ecmascript" }, target: "es2022" }, module: { type: "commonjs" } }];

module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/src", "<rootDir>/tools", "<rootDir>/test"],
  testMatch: ["**/*.spec.ts", "**/*.test.ts"],
  // The load tools import the built app (tools/tsconfig.json); under Jest they read the sources, as the tests do.
  moduleNameMapper: { "^@ruchi/backend/dist/(.*)$": "<rootDir>/src/$1" },
  transform: { "^.+\\.ts$": swc, [`/node_modules/(${ESM_ONLY.join("|")})/.+\\.js$`]: swcEsm },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join("|")})/)`],
  setupFiles: ["reflect-metadata"],
  globalSetup: "<rootDir>/test/support/global-setup.ts",
  globalTeardown: "<rootDir>/test/support/global-teardown.ts",
  testTimeout: 60_000,
  // Four, on 2 cores: the integration tests spend much of their time waiting on PostgreSQL, Redis
  // and sockets, so two workers kept the CPU ~65% busy (319 s); four took the suite to 256 s.
  maxWorkers: 4,
};
