import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { startTestApp, type TestApp } from "./support/test-app";

/**
 * A built frontend: the page, a hashed script with the build's brotli and gzip copies beside it
 * (frontend/scripts/precompress.ts), one without (as the explorer's), the service worker.
 */
const dist = mkdtempSync(path.join(tmpdir(), "ruchi-dist-"));
mkdirSync(path.join(dist, "assets"));
writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Ruchi</title>");
const entry = Buffer.from(`export const entry = ${JSON.stringify("x".repeat(4096))};\n`);
const entryBrotli = brotliCompressSync(entry);
writeFileSync(path.join(dist, "assets", "entry-abc123.js"), entry);
writeFileSync(path.join(dist, "assets", "entry-abc123.js.br"), entryBrotli);
writeFileSync(path.join(dist, "assets", "entry-abc123.js.gz"), gzipSync(entry, { level: 9 }));
writeFileSync(path.join(dist, "assets", "explorer-def456.js"), entry);
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
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
  ])(
    "serves a hashed file to %j as the build compressed it, cached for a year, with a subresource's headers only",
    async (accept, encoding) => {
      const res = await app.agent().get("/assets/entry-abc123.js").set("Accept-Encoding", accept);
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.text).toBe(entry.toString());
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
      // Document headers and validators would be paid for on every script of a first visit.
      for (const header of ["content-security-policy", "x-frame-options", "etag", "last-modified"]) {
        expect(res.headers[header]).toBeUndefined();
      }
    },
  );

  it("sends the build's brotli copy itself, not compressed again", async () => {
    const res = await app.agent().head("/assets/entry-abc123.js").set("Accept-Encoding", "br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-length"]).toBe(String(entryBrotli.length));
  });

  it("sends the plain file to a client without brotli or gzip, and compresses a file without copies", async () => {
    const plain = await app.agent().get("/assets/entry-abc123.js").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-length"]).toBe(String(entry.length));
    expect(plain.text).toBe(entry.toString());
    const explorer = await app.agent().get("/assets/explorer-def456.js").set("Accept-Encoding", "gzip");
    expect(explorer.headers["content-encoding"]).toBe("gzip");
    expect(explorer.text).toBe(entry.toString());
    expect(explorer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
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
