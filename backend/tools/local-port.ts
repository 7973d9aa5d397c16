import { randomInt } from "node:crypto";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** Linux's default ephemeral range, for a machine that does not say its own. */
const DEFAULT_EPHEMERAL = { first: 32_768, last: 60_999 };
/** Below this are the well-known services a developer may run (PostgreSQL 5432, Redis 6379, 8080…). */
const LOWEST_PICK = 10_000;
const handedOut = new Set<number>();

/** The range from which the kernel takes the port of every outgoing connection and of every listen(0). */
function ephemeralRange(): { first: number; last: number } {
  try {
    const [first, last] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/).map(Number);
    return first > 0 && last >= first ? { first, last } : DEFAULT_EPHEMERAL;
  } catch {
    return DEFAULT_EPHEMERAL;
  }
}

/** Whether a listener on every address (as the app, Redis and PostgreSQL bind theirs) can take `port` now. */
async function canListen(port: number): Promise<boolean> {
  for (const host of ["::", "0.0.0.0"]) {
    const listener = createServer();
    try {
      listener.listen({ port, host });
      await once(listener, "listening");
      await new Promise((resolve) => listener.close(resolve));
      return true;
    } catch (error) {
      // No IPv6 on this machine: ask IPv4 alone.
      if ((error as NodeJS.ErrnoException).code !== "EAFNOSUPPORT") return false;
    }
  }
  return false;
}

/**
 * A TCP port for a child process (an app node, PostgreSQL, Redis) to listen on, which nothing
 * listens on now. It is chosen outside the kernel's ephemeral range: a port the kernel picked for
 * a listener closed at once (listen(0)) is free only until it hands the same port to one of the
 * many connections the other test workers open, in the seconds before the child binds it (CI
 * once saw a node fail with EADDRINUSE that way). Outside that range only an explicit listener
 * can take it, and this process never hands out one port twice.
 */
export async function freePort(): Promise<number> {
  const ephemeral = ephemeralRange();
  const [first, last] = ephemeral.first - 1 >= LOWEST_PICK + 1_000 ? [LOWEST_PICK, ephemeral.first - 1] : [ephemeral.last + 1, 65_535];
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = randomInt(first, last + 1);
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free TCP port between ${first} and ${last}`);
}

/** Polls `check` every `everyMs` until it resolves true; throws `what` after `timeoutMs`. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
