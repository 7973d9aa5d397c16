import { Agent, createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { Readable } from "node:stream";
import { createProxyServer } from "http-proxy-3";
import { healthy } from "./nodes";

/** Bodies above this are refused (the app's own limit is 1 MB of JSON; uploads are not part of the soak). */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const HEALTH_EVERY_MS = 250;

export interface BalancerStats {
  requests: number;
  /** Requests sent again to the next node because the chosen one refused the connection. */
  retriedElsewhere: number;
  /** Requests answered 502: a node failed after the request reached it (it may have run it). */
  badGateway: number;
  /** Requests answered 503: no node took the connection. */
  noNode: number;
  websockets: number;
}

export interface Balancer {
  url: string;
  stats: BalancerStats;
  stop(): Promise<void>;
}

interface Backend {
  url: string;
  up: boolean;
}

/** Nothing reached the node: safe to send the same request to another one. */
const connectionRefused = (error: unknown) => (error as { code?: string })?.code === "ECONNREFUSED";

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy(new Error("body too large"));
      else chunks.push(chunk);
    });
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

function answer(res: ServerResponse, status: number, text: string) {
  if (!res.headersSent) res.writeHead(status, { "content-type": "text/plain", connection: "close" });
  res.end(text);
}

/**
 * A local load balancer on 127.0.0.1 in front of the app nodes, made with http-proxy-3: round
 * robin over the nodes that are up, no sticky sessions, websocket upgrades proxied. A node that
 * refuses a connection is marked down and the request goes to the next one (its body is held so
 * it can be sent again); a node that fails after taking a request gets a 502 to the client, which
 * decides whether to try again (an order keeps its idempotency key). /healthz is asked every
 * 250 ms to put a node back once it answers.
 */
export async function startBalancer(port: number, targets: readonly string[]): Promise<Balancer> {
  const backends: Backend[] = targets.map((url) => ({ url, up: true }));
  const stats: BalancerStats = { requests: 0, retriedElsewhere: 0, badGateway: 0, noNode: 0, websockets: 0 };
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const proxy = createProxyServer({ agent, xfwd: true, proxyTimeout: 60_000 });
  let cursor = 0;
  /** Proxied websockets: the HTTP server no longer tracks them, stop() ends them. */
  const upgraded = new Set<Socket>();

  /** The next node in turn that is up and not tried yet; a node marked down only when none is up. */
  const pick = (tried: ReadonlySet<number>): number | null => {
    for (const wantUp of [true, false]) {
      for (let step = 0; step < backends.length; step += 1) {
        const index = (cursor + step) % backends.length;
        if (!tried.has(index) && backends[index]!.up === wantUp) {
          cursor = index + 1;
          return index;
        }
      }
    }
    return null;
  };

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, tried: Set<number>) => {
    const index = pick(tried);
    if (index === null) {
      stats.noNode += 1;
      return answer(res, 503, "no app node took the connection");
    }
    tried.add(index);
    let settled = false;
    proxy.web(req, res, { target: backends[index]!.url, buffer: Readable.from(body.length > 0 ? [body] : []) }, (error) => {
      if (settled) return;
      settled = true;
      if (connectionRefused(error) && !res.headersSent) {
        backends[index]!.up = false;
        stats.retriedElsewhere += 1;
        return forward(req, res, body, tried);
      }
      stats.badGateway += 1;
      answer(res, 502, "the app node failed");
    });
  };

  const server = createServer((req, res) => {
    stats.requests += 1;
    readBody(req).then(
      (body) => forward(req, res, body, new Set()),
      () => answer(res, 413, "request body too large"),
    );
  });
  server.on("upgrade", (req: IncomingMessage, socket: Socket, head: Buffer) => {
    stats.websockets += 1;
    const index = pick(new Set());
    if (index === null) {
      socket.destroy();
      return;
    }
    upgraded.add(socket);
    socket.once("close", () => upgraded.delete(socket));
    // A refused upgrade cannot be sent again (the library closes the client's socket): the node is
    // marked down and the client's reconnect goes to the next one.
    proxy.ws(req, socket, head, { target: backends[index]!.url }, (error) => {
      if (connectionRefused(error)) backends[index]!.up = false;
    });
  });

  const health = setInterval(() => {
    for (const backend of backends) {
      healthy(backend.url).then(
        (ok) => (backend.up = ok),
        (error: unknown) => {
          if (connectionRefused((error as { cause?: unknown }).cause)) backend.up = false;
        },
      );
    }
  }, HEALTH_EVERY_MS);

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    async stop() {
      clearInterval(health);
      server.closeAllConnections();
      for (const socket of upgraded) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
