import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { requestLogger, withoutLinkSecrets } from "./request-log";

describe("withoutLinkSecrets", () => {
  it("drops a reset link's token from the path and a sign-up link's from the query, and keeps the rest", () => {
    expect(withoutLinkSecrets("/auth/reset-password/AbC_123-xyz")).toBe("/auth/reset-password/[redacted]");
    expect(withoutLinkSecrets("/api/auth/reset-password/AbC_123?lang=te")).toBe("/api/auth/reset-password/[redacted]?lang=te");
    expect(withoutLinkSecrets("/auth/verify-email?token=s3cret&lang=te")).toBe("/auth/verify-email?token=[redacted]&lang=te");
    expect(withoutLinkSecrets("/auth/verify-email?lang=te&TOKEN=s3cret")).toBe("/auth/verify-email?lang=te&TOKEN=[redacted]");
    expect(withoutLinkSecrets("/shop/listing?category=tiffin")).toBe("/shop/listing?category=tiffin");
  });
});

describe("the request log", () => {
  let server: Server;
  const lines: string[] = [];
  beforeAll(async () => {
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const log = requestLogger(logger);
    server = createServer((req, res) => log(req, res, () => res.end("ok")));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("never holds a mailed link's secret, in the URL or the referer", async () => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await fetch(`${base}/auth/reset-password/reset-secret-1`, { headers: { referer: `${base}/auth/verify-email?token=verify-secret-2` } });
    await fetch(`${base}/auth/verify-email?token=verify-secret-3`);
    const text = lines.join("");
    expect(text).toContain("/auth/reset-password/[redacted]");
    expect(text).toContain("/auth/verify-email?token=[redacted]");
    expect(text).not.toMatch(/secret-\d/);
  });

  it("still says which path was asked for, and leaves out the health checks", async () => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    lines.length = 0;
    await fetch(`${base}/healthz`);
    await fetch(`${base}/shop/listing?category=tiffin`);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).req).toMatchObject({ method: "GET", url: "/shop/listing?category=tiffin" });
  });
});
