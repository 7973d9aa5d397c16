import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
// http_ece is web-push's own RFC 8188 implementation; here it plays the browser that decrypts.
import ece from "http_ece";

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local push service: records every request it receives and answers 201 Created, or the
 * status set for a path (410 Gone for a browser that unsubscribed), or holds it unanswered.
 */
export class PushReceiver {
  readonly received: ReceivedPush[] = [];
  private readonly answers = new Map<string, number>();
  private readonly held = new Set<string>();
  private readonly parked: Array<{ req: IncomingMessage; res: ServerResponse }> = [];
  private server: Server | null = null;
  url = "";

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const path = req.url ?? "/";
        this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
        if (this.held.has(path)) {
          this.parked.push({ req, res });
          return;
        }
        res.statusCode = this.answers.get(path) ?? 201;
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** This path's push service answers `status` from now on. */
  answer(path: string, status: number): void {
    this.answers.set(path, status);
  }

  /** Requests to this path get no answer until release(). */
  hold(path: string): void {
    this.held.add(path);
  }

  /** Held requests whose sender is still waiting for the answer (its connection open). */
  get waiting(): number {
    return this.parked.filter(({ req, res }) => !res.writableEnded && !req.socket.destroyed).length;
  }

  /** Resolves once `count` held requests are waiting. */
  async untilWaiting(count: number): Promise<void> {
    while (this.waiting < count) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  /** Answers every held request (201) and stops holding. */
  release(): void {
    this.held.clear();
    for (const { res } of this.parked.splice(0)) if (!res.writableEnded) res.writeHead(201).end();
  }

  /** What one browser received. */
  to(browser: TestBrowser): ReceivedPush[] {
    return this.received.filter((push) => push.path === browser.path);
  }

  clear(): void {
    this.received.length = 0;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** A browser subscribed at the receiver: its keys, to subscribe with and to decrypt what it gets. */
export class TestBrowser {
  readonly path = `/push/${randomUUID()}`;
  private readonly ecdh = createECDH("prime256v1");
  private readonly authSecret = randomBytes(16);

  constructor(private readonly receiver: PushReceiver) {
    this.ecdh.generateKeys();
  }

  get endpoint(): string {
    return `${this.receiver.url}${this.path}`;
  }

  /** What PushSubscription.toJSON() gives. */
  get subscription() {
    return {
      endpoint: this.endpoint,
      keys: { p256dh: this.ecdh.getPublicKey().toString("base64url"), auth: this.authSecret.toString("base64url") },
    };
  }

  /** The payload of an aes128gcm push, read as the browser would. */
  decrypt(push: ReceivedPush): unknown {
    const plain = ece.decrypt(push.body, { version: "aes128gcm", privateKey: this.ecdh, authSecret: this.authSecret });
    return JSON.parse(plain.toString("utf8"));
  }
}

/**
 * The claims of a push's VAPID Authorization header ("vapid t=<JWT>, k=<public key>") once its
 * ES256 signature checks out against `publicKey`; throws otherwise.
 */
export function verifiedVapidClaims(headers: IncomingHttpHeaders, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? "");
  if (!match) throw new Error(`not a VAPID Authorization header: ${headers.authorization}`);
  const [, header, claims, signature, key] = match;
  if (key !== publicKey) throw new Error("the push names another VAPID public key");
  const point = Buffer.from(publicKey, "base64url");
  const jwk = { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") };
  const valid = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature!, "base64url"),
  );
  if (!valid) throw new Error("the VAPID signature does not verify");
  return JSON.parse(Buffer.from(claims!, "base64url").toString("utf8")) as Record<string, unknown>;
}
