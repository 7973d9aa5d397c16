import express from "express";
import session from "express-session";
import { buildSchema, parse } from "graphql";
import request from "supertest";
import { PUBLIC_CACHE_CONTROL } from "./catalogue-cache-hints";
import { graphqlCacheDefaults, publicDocument } from "./http-cache-policy";

describe("a document's verdict", () => {
  it("is decided once per parsed document", () => {
    const schema = buildSchema("type Query { banners: String }");
    const document = parse("{ banners }");
    expect(publicDocument(schema, document)).toBe(true);
    // The same object: the remembered verdict, even against a schema whose root has another name.
    const renamed = buildSchema("schema { query: Root } type Root { banners: String }");
    expect(publicDocument(renamed, document)).toBe(true);
    expect(publicDocument(renamed, parse("{ banners }"))).toBe(false);
  });
});

describe("the route's defaults", () => {
  /** The route's order in app.ts: the defaults, the session, then an answer the plugin made public. */
  function route(touchSession: boolean) {
    const app = express();
    app.use(graphqlCacheDefaults);
    app.use(session({ secret: "test", resave: false, saveUninitialized: false }));
    app.all("/graphql", (req, res) => {
      if (touchSession) req.session.userId = "someone";
      if (req.query.public !== undefined) res.setHeader("cache-control", PUBLIC_CACHE_CONTROL);
      res.json({ data: {} });
    });
    return request(app);
  }

  it("are no-store, whatever never reaches the plugin", async () => {
    expect((await route(false).post("/graphql")).headers["cache-control"]).toBe("no-store");
    expect((await route(false).get("/graphql")).headers["cache-control"]).toBe("no-store");
  });

  it("leave a public answer public, but never one that sets a cookie", async () => {
    expect((await route(false).get("/graphql?public")).headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    const withCookie = await route(true).get("/graphql?public");
    expect(withCookie.headers["set-cookie"]).toBeDefined();
    expect(withCookie.headers["cache-control"]).toBe("no-store");
  });
});
