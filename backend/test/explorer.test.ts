import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { documentText } from "./support/graphql";
import { ME } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";

/** What Chromium sends when a person opens a page. */
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";
const EXPLORER_HTML =
  '<!doctype html><title>Ruchi GraphQL explorer</title><script type="module" src="/assets/explorer/explorer-abc.js"></script>';

/** A built frontend holding the app's page and the explorer's. */
function builtFrontend(): string {
  const dist = mkdtempSync(path.join(tmpdir(), "ruchi-explorer-dist-"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Ruchi</title>");
  writeFileSync(path.join(dist, "explorer.html"), EXPLORER_HTML);
  return dist;
}

const dists: string[] = [];
afterAll(() => {
  for (const dist of dists) rmSync(dist, { recursive: true, force: true });
});

describe("GET /graphql in a browser, introspection on (the default)", () => {
  let app: TestApp;
  beforeAll(async () => {
    const dist = builtFrontend();
    dists.push(dist);
    app = await startTestApp({ env: { FRONTEND_DIST: dist } });
  });
  afterAll(() => app.stop());

  it("opens the explorer, under the app's Content-Security-Policy (no inline or foreign scripts)", async () => {
    const res = await app.agent().get("/graphql").set("Accept", BROWSER_ACCEPT);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.text).toBe(EXPLORER_HTML);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it("leaves API clients' requests to Apollo: JSON or any type accepted, a query in the URL, a POST", async () => {
    for (const accept of ["application/json", "*/*"]) {
      const res = await app.agent().get("/graphql").set("Accept", accept);
      expect(res.status).toBe(400);
      expect(res.text).not.toContain("Ruchi GraphQL explorer");
    }
    const query = documentText(ME);
    const unprotected = await app.agent().get("/graphql").set("Accept", BROWSER_ACCEPT).query({ query });
    expect(unprotected.status).toBe(400);
    expect(unprotected.text).toMatch(/Cross-Site Request Forgery/);
    const preflighted = await app
      .agent()
      .get("/graphql")
      .set("Accept", BROWSER_ACCEPT)
      .set("apollo-require-preflight", "true")
      .query({ query });
    expect(preflighted.status).toBe(200);
    expect(preflighted.body).toEqual({ data: { me: null } });
    const posted = await app.agent().post("/graphql").set("Accept", BROWSER_ACCEPT).send({ query });
    expect(posted.status).toBe(200);
    expect(posted.body).toEqual({ data: { me: null } });
  });
});

describe("GET /graphql in a browser, introspection off", () => {
  let app: TestApp;
  beforeAll(async () => {
    const dist = builtFrontend();
    dists.push(dist);
    app = await startTestApp({ env: { FRONTEND_DIST: dist, GRAPHQL_INTROSPECTION: "false" } });
  });
  afterAll(() => app.stop());

  it("opens no explorer (it could show no schema), nor Apollo's landing page from its CDN", async () => {
    const res = await app.agent().get("/graphql").set("Accept", BROWSER_ACCEPT);
    expect(res.status).toBe(400);
    expect(res.text).not.toContain("Ruchi GraphQL explorer");
    expect(res.text).not.toMatch(/apollographql|<script/);
  });
});
