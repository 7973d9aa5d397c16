import { spawn, type ChildProcess } from "node:child_process";
import { Redis } from "ioredis";
import { freePort } from "../../tools/local-port";

/** A Redis server of the test's own, so it can be stopped and started without touching others. */
export class RedisProcess {
  private child: ChildProcess | null = null;
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    this.child = spawn("redis-server", ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    const probe = new Redis(this.url, { lazyConnect: true, retryStrategy: () => 100, maxRetriesPerRequest: 0 });
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        if (probe.status === "wait" || probe.status === "end") await probe.connect();
        await probe.ping();
        break;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`redis-server did not start: ${String(error)}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    probe.disconnect();
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGKILL");
    });
    this.child = null;
  }
}
