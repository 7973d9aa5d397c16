import type { IncomingMessage } from "node:http";
import { originChecker } from "./origin";

/** A request as the server sees it: its Host, its other headers, and whether it came over TLS. */
function request(host: string | undefined, options: { tls?: boolean; headers?: Record<string, string> } = {}): IncomingMessage {
  return {
    headers: { ...(host === undefined ? {} : { host }), ...options.headers },
    socket: { encrypted: options.tls === true },
  } as unknown as IncomingMessage;
}

const direct = originChecker({ publicUrl: "http://localhost:4000", corsOrigins: [], trustProxy: 0 });
const behindProxy = originChecker({ publicUrl: "https://ruchi.example", corsOrigins: [], trustProxy: 1 });

describe("originChecker", () => {
  it("accepts the request's own origin: scheme, host and port", () => {
    expect(direct("http://shop.example", request("shop.example"))).toBe(true);
    expect(direct("http://shop.example:8080", request("shop.example:8080"))).toBe(true);
    expect(direct("https://shop.example", request("shop.example", { tls: true }))).toBe(true);
    expect(direct("http://[::1]:4000", request("[::1]:4000"))).toBe(true);
  });

  it("refuses another scheme on the same host: a page of http://shop.example acts not for https://shop.example", () => {
    expect(direct("https://shop.example", request("shop.example"))).toBe(false);
    expect(direct("http://shop.example", request("shop.example", { tls: true }))).toBe(false);
    expect(direct("https://shop.example:4000", request("shop.example:4000"))).toBe(false);
  });

  it("refuses another port or host", () => {
    expect(direct("http://shop.example:8080", request("shop.example"))).toBe(false);
    expect(direct("http://shop.example", request("shop.example:8080"))).toBe(false);
    expect(direct("http://evil.example", request("shop.example"))).toBe(false);
    expect(direct("http://shop.example.evil.example", request("shop.example"))).toBe(false);
  });

  it("takes a default port written out as the same origin", () => {
    expect(direct("https://shop.example", request("shop.example:443", { tls: true }))).toBe(true);
    expect(direct("http://shop.example", request("shop.example:80"))).toBe(true);
    expect(direct("https://shop.example:443", request("shop.example", { tls: true }))).toBe(true);
    expect(direct("http://shop.example", request("shop.example:443"))).toBe(false);
  });

  it("reads the scheme from X-Forwarded-Proto only behind TRUST_PROXY hops", () => {
    const forwarded = { headers: { "x-forwarded-proto": "https" } };
    expect(behindProxy("https://shop.example", request("shop.example", forwarded))).toBe(true);
    expect(behindProxy("http://shop.example", request("shop.example", forwarded))).toBe(false);
    expect(behindProxy("https://shop.example", request("shop.example", { headers: { "x-forwarded-proto": "https, http" } }))).toBe(true);
    expect(behindProxy("http://shop.example", request("shop.example"))).toBe(true);
    // Without a trusted proxy, anyone could send the header.
    expect(direct("https://shop.example", request("shop.example", forwarded))).toBe(false);
  });

  it("accepts PUBLIC_URL's origin and CORS_ORIGINS exactly, whatever the request's Host", () => {
    const check = originChecker({ publicUrl: "https://ruchi.example/", corsOrigins: ["https://partner.example"], trustProxy: 0 });
    expect(check("https://ruchi.example", request("10.0.0.5:4000"))).toBe(true);
    expect(check("https://partner.example", request("ruchi.example"))).toBe(true);
    expect(check("http://partner.example", request("ruchi.example"))).toBe(false);
    expect(check("https://partner.example:8443", request("ruchi.example"))).toBe(false);
  });

  it("refuses an Origin that is no URL, and a request without a Host or with one that is not a host", () => {
    expect(direct("null", request("shop.example"))).toBe(false);
    expect(direct("http://shop.example", request(undefined))).toBe(false);
    expect(direct("http://evil.example", request("evil.example/@shop.example"))).toBe(false);
  });
});
