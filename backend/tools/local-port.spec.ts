import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { freePort } from "./local-port";

describe("freePort", () => {
  it("hands out ports outside the kernel's ephemeral range that a listener can take, never one twice", async () => {
    const [ephemeralFirst, ephemeralLast] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/).map(Number);
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) expect(port >= ephemeralFirst && port <= ephemeralLast).toBe(false);
    const listener = createServer().listen(ports[0]);
    await once(listener, "listening");
    await new Promise((resolve) => listener.close(resolve));
  });
});
