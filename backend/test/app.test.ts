import request from "supertest";
import { createLogger } from "../src/common/logger";
import { startServer } from "../src/server";
import { documentText, gql, gqlRaw } from "./support/graphql";
import { ME } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";
import { graphql } from "./gql";
import { logSink } from "./support/log-sink";

const LISTS = graphql(`
  query AppLists { restaurantCategories { id label } menuCategories { id label } towns { name latitude longitude } }
`);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe("the HTTP frame", () => {
  it("answers /healthz and /readyz", async () => {
    expect((await app.agent().get("/healthz")).body).toEqual({ status: "ok" });
    const ready = await app.agent().get("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ready: true, checks: { postgres: "ok", redis: "ok" } });
  });

  it("sends helmet's headers and a request id on every response", async () => {
    const res = await app.agent().get("/healthz");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await app.agent().get("/healthz").set("X-Request-Id", "trace-123");
    expect(echoed.headers["x-request-id"]).toBe("trace-123");
  });

  it("logs each request at info with the id it answered with, and none of them when silent", async () => {
    const { sink, lines } = logSink();
    for (const level of ["info", "silent"]) {
      const node = await startServer(app.config, { logger: createLogger(level, sink) });
      try {
        lines.length = 0;
        const res = await request(`http://127.0.0.1:${node.port}`)
          .get("/api/shop/restaurant-categories")
          .set("X-Request-Id", `trace-${level}`);
        expect(res.headers["x-request-id"]).toBe(`trace-${level}`);
      } finally {
        await node.stop();
      }
      const logged = lines.filter((line) => line.includes("request completed"));
      if (level === "info") expect(logged.map((line) => JSON.parse(line).req.id)).toEqual(["trace-info"]);
      else expect(logged).toEqual([]);
    }
  });

  it("answers { me { id } } for an anonymous caller", async () => {
    const result = await gql(app.agent(), ME);
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ me: null });
  });

  it("hides unexpected errors and never sends a stack trace", async () => {
    const result = await gqlRaw(app.agent(), `{ nope }`);
    expect(result.errors![0]!.extensions!.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(JSON.stringify(result.errors)).not.toMatch(/stacktrace|at .*\.ts:\d+/);
  });

  it("refuses queries that are too deep or use too many aliases", async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: me { id }`).join(" ");
    const tooManyAliases = await gqlRaw(app.agent(), `{ ${aliases} }`);
    expect(tooManyAliases.errors?.[0]?.message).toMatch(/alias/i);
  });

  it("blocks GraphQL requests that could be cross-site (Apollo's CSRF prevention)", async () => {
    const res = await app
      .agent()
      .get("/graphql")
      .query({ query: documentText(ME) });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/Cross-Site Request Forgery/);
  });
});

describe("compression", () => {
  it("gzips larger answers for clients that accept it", async () => {
    const res = await app
      .agent()
      .post("/graphql")
      .set("Accept-Encoding", "gzip")
      .send({ query: documentText(LISTS) });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
  });
});
