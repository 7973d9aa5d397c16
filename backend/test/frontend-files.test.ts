import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startTestApp, type TestApp } from "./support/test-app";

/** A built frontend of three files: the page, one hashed script, the service worker. */
const dist = mkdtempSync(path.join(tmpdir(), "ruchi-dist-"));
mkdirSync(path.join(dist, "assets"));
writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Ruchi</title>");
writeFileSync(path.join(dist, "assets", "entry-abc123.js"), `export const entry = ${JSON.stringify("x".repeat(4096))};\n`);
writeFileSync(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {});\n");

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { FRONTEND_DIST: dist } });
});
afterAll(async () => {
  await app.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe("the built frontend", () => {
  it("serves hashed files gzipped, cached for a year, with a subresource's headers only", async () => {
    const res = await app.agent().get("/assets/entry-abc123.js").set("Accept-Encoding", "gzip");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    // Document headers and validators would be paid for on every script of a first visit.
    for (const header of ["content-security-policy", "x-frame-options", "etag", "last-modified"]) {
      expect(res.headers[header]).toBeUndefined();
    }
  });

  it("answers a missing hashed file with 404, never with the page", async () => {
    const res = await app.agent().get("/assets/gone-123.js").set("Accept", "*/*");
    expect(res.status).toBe(404);
    expect(res.text).not.toContain("<title>Ruchi</title>");
  });

  it("sends pages and the service worker with the document headers, checked on every load", async () => {
    const page = await app.agent().get("/shop/home").set("Accept", "text/html");
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const worker = await app.agent().get("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(worker.headers["cache-control"]).toBe("no-cache");
  });
});
