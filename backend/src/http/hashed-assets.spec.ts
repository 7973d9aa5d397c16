import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { serveHashedAssets } from "./hashed-assets";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe("the hashed files, with the build's compressed copies beside them", () => {
  const dist = mkdtempSync(path.join(tmpdir(), "ruchi-precompressed-"));
  const dir = path.join(dist, "assets");
  mkdirSync(dir);
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Ruchi</title>");
  const script = Buffer.from(`export const entry = ${JSON.stringify("ruchi ".repeat(2000))};\n`);
  const styles = Buffer.from(`.card { color: red; }\n`.repeat(200));
  mkdirSync(path.join(dir, "explorer"));
  writeFileSync(path.join(dir, "entry-abc.js"), script);
  writeFileSync(path.join(dir, "entry-abc.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(dir, "entry-abc.js.gz"), gzipSync(script, { level: 9 }));
  writeFileSync(path.join(dir, "explorer", "page-def.css"), styles);
  writeFileSync(path.join(dir, "explorer", "page-def.css.br"), brotliCompressSync(styles));
  writeFileSync(path.join(dir, "only-gzip.js"), script);
  writeFileSync(path.join(dir, "only-gzip.js.gz"), gzipSync(script));
  writeFileSync(path.join(dir, "plain.js"), script);
  writeFileSync(path.join(dir, "going.js"), script);
  writeFileSync(path.join(dir, "going.js.br"), brotliCompressSync(script));
  // A copy left without its file: no file of the build.
  writeFileSync(path.join(dir, "orphan.js.br"), brotliCompressSync(script));

  let server: Server;
  let port = 0;
  beforeAll(async () => {
    const app = express();
    // As in app.ts: the compression middleware first, for every other answer.
    app.use(compression({ threshold: 1024 }));
    serveHashedAssets(app, dist);
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  /** The raw answer, its body as sent (fetch would decode it). */
  function get(urlPath: string, acceptEncoding?: string, method = "GET"): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
      const req = request({ host: "127.0.0.1", port, path: urlPath, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  function expectSubresourceHeaders(headers: IncomingHttpHeaders) {
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers.etag).toBeUndefined();
    expect(headers["last-modified"]).toBeUndefined();
  }

  it("sends Chromium the brotli copy as it is on disk, typed as the script it is", async () => {
    const res = await get("/assets/entry-abc.js", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers.vary).toBe("Accept-Encoding");
    // Not compressed again by the compression middleware: the bytes of the build's copy.
    expect(res.body.equals(readFileSync(path.join(dir, "entry-abc.js.br")))).toBe(true);
    expect(res.headers["content-length"]).toBe(String(res.body.length));
    expect(brotliDecompressSync(res.body).equals(script)).toBe(true);
    expectSubresourceHeaders(res.headers);
  });

  it("sends the gzip copy to a client without brotli", async () => {
    const res = await get("/assets/entry-abc.js", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.body.equals(readFileSync(path.join(dir, "entry-abc.js.gz")))).toBe(true);
    expect(gunzipSync(res.body).equals(script)).toBe(true);
    expectSubresourceHeaders(res.headers);
  });

  it("sends the plain file to a client that takes no encoding, or refuses them", async () => {
    for (const acceptEncoding of [undefined, "identity", "br;q=0, gzip;q=0"]) {
      const res = await get("/assets/entry-abc.js", acceptEncoding);
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.body.equals(script)).toBe(true);
      expectSubresourceHeaders(res.headers);
    }
  });

  it("serves the copies of files in subfolders, typed by the plain file's name", async () => {
    const res = await get("/assets/explorer/page-def.css", "br, gzip");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(brotliDecompressSync(res.body).equals(styles)).toBe(true);
  });

  it("sends the copy there is: gzip for a brotli client when only gzip was written", async () => {
    const res = await get("/assets/only-gzip.js", "br, gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.body).equals(script)).toBe(true);
  });

  it("answers a HEAD with the copy's headers and no body", async () => {
    const res = await get("/assets/entry-abc.js", "br", "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-length"]).toBe(String(readFileSync(path.join(dir, "entry-abc.js.br")).length));
    expect(res.body.length).toBe(0);
  });

  it("leaves a file without copies to the compression middleware", async () => {
    const res = await get("/assets/plain.js", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.body).equals(script)).toBe(true);
    expectSubresourceHeaders(res.headers);
  });

  it("answers 404 without an encoding for a missing file, and for a copy whose file is gone", async () => {
    for (const urlPath of ["/assets/gone-123.js", "/assets/orphan.js"]) {
      const res = await get(urlPath, "br, gzip");
      expect(res.status).toBe(404);
      expect(res.headers["content-encoding"]).toBeUndefined();
    }
  });

  it("sends the plain file when its copy went missing after the start", async () => {
    rmSync(path.join(dir, "going.js.br"));
    const res = await get("/assets/going.js", "br");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    // Compressed on the fly, as a file without copies is.
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).equals(script)).toBe(true);
  });
});
