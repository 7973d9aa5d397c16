import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import helmet from "helmet";
import { HELMET_OPTIONS, securityHeaders } from "./security-headers";

async function headersOf(handler: (req: Parameters<RequestListener>[0], res: Parameters<RequestListener>[1], next: () => void) => void) {
  const server = createServer((req, res) => handler(req, res, () => res.end("ok")));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers = Object.fromEntries(res.headers);
    delete headers.date;
    return headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("the security headers", () => {
  it("are exactly helmet's own, set on a live response", async () => {
    const ours = await headersOf(securityHeaders() as never);
    expect(ours).toEqual(await headersOf(helmet(HELMET_OPTIONS) as never));
    expect(ours["content-security-policy"]).toContain("connect-src 'self' ws: wss:");
    expect(ours["x-content-type-options"]).toBe("nosniff");
  });
});
