import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, waitUntil } from "../local-port";

/** Whether a Redis answers PING on the port (one short connection, no client library). */
export function redisAnswers(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    let reply = "";
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk) => {
      reply += chunk.toString("latin1");
      if (reply.includes("\r\n")) done(reply.startsWith("+PONG"));
    });
  });
}

/**
 * The soak's own Redis: a redis-server child process on its own port, never the shared one. Like
 * docker-compose.yml's it keeps an append-only file (in a temporary directory), so a restart
 * keeps the sessions, as a production restart would.
 */
export class OwnRedis {
  private child: ChildProcess | null = null;

  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<OwnRedis> {
    const own = new OwnRedis(await mkdtemp(path.join(tmpdir(), "ruchi-soak-redis-")), await freePort());
    try {
      await own.run();
    } catch (error) {
      await own.remove();
      throw error;
    }
    return own;
  }

  private async run(): Promise<void> {
    const args = [
      "--port",
      String(this.port),
      "--bind",
      "127.0.0.1",
      "--dir",
      this.dir,
      "--save",
      "",
      "--appendonly",
      "yes",
      "--daemonize",
      "no",
    ];
    const child = spawn("redis-server", args, { stdio: "ignore" });
    this.child = child;
    const failed = new Promise<never>((_, reject) => {
      child.once("error", (error) => reject(new Error(`redis-server could not run (is it on the PATH?): ${error.message}`)));
      child.once("exit", (code, signal) => reject(new Error(`redis-server exited (${code ?? signal}) before it answered`)));
    });
    failed.catch(() => undefined);
    await Promise.race([waitUntil("the soak's Redis did not answer", () => redisAnswers(this.port), 10_000, 50), failed]);
  }

  /** Stops redis-server as a restart does (SIGTERM: it writes its file and exits). */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  }

  /** Stops it and starts it again on the same port with the same files. */
  async restart(onStopped: () => void = () => {}): Promise<void> {
    await this.stop();
    onStopped();
    await this.run();
  }

  /** For an abrupt end of the soak: synchronous, so it works in an 'exit' handler. */
  killNow(): void {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) this.child.kill("SIGKILL");
  }

  async remove(): Promise<void> {
    await this.stop();
    await rm(this.dir, { recursive: true, force: true });
  }
}
