import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { waitUntil } from "../local-port";

/** The built server, as `npm start` runs it: the backend's own build, wherever the tools were compiled to. */
export const APP_MAIN = path.join(path.dirname(require.resolve("@ruchi/backend/package.json")), "dist", "main.js");
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

/** Whether the node at `url` answers /healthz (it listens only once it has started completely). */
export async function healthy(url: string, timeoutMs = 1_000): Promise<boolean> {
  const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(timeoutMs) });
  await response.body?.cancel();
  return response.ok;
}

/**
 * One app node: `node backend/dist/main.js` in a child process of its own on a fixed port, so
 * killing it is a real SIGKILL and its replacement comes back where the load balancer expects it.
 */
export class AppNode {
  private child: ChildProcess | null = null;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logFile: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process and waits until it answers /healthz; `env` adds to the shared settings. */
  async start(env: NodeJS.ProcessEnv = {}): Promise<void> {
    const log = openSync(this.logFile, "a");
    let child: ChildProcess;
    try {
      child = spawn(process.execPath, [APP_MAIN], { env: { ...this.env, ...env, PORT: String(this.port) }, stdio: ["ignore", log, log] });
    } finally {
      closeSync(log);
    }
    this.child = child;
    // A node that ends while starting (a port taken, a failed migration) says so at once, not after the timeout.
    let onExit = (_code: number | null, _signal: NodeJS.Signals | null): void => undefined;
    const exited = new Promise<never>((_resolve, reject) => {
      onExit = (code, signal) => reject(new Error(`${this.name} exited (${code ?? signal}) while starting`));
      child.once("exit", onExit);
    });
    try {
      await Promise.race([waitUntil(`${this.name} did not start`, () => healthy(this.url), START_TIMEOUT_MS, 100), exited]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${this.recentLog()}`, { cause: error });
    } finally {
      child.off("exit", onExit);
    }
  }

  /** SIGKILL: the process ends at once, its connections cut mid-request. */
  async kill(): Promise<void> {
    await this.signal("SIGKILL");
  }

  /** SIGTERM (a graceful stop), SIGKILL if it has not ended after 15 s. */
  async stop(): Promise<void> {
    const stopped = this.signal("SIGTERM");
    const late = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), STOP_TIMEOUT_MS).unref());
    if ((await Promise.race([stopped, late])) === "late") await this.kill();
  }

  /** For an abrupt end of the soak: synchronous, so it works in an 'exit' handler. */
  killNow(): void {
    if (this.running) this.child!.kill("SIGKILL");
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill(signal);
    });
  }

  /** The end of the nodes' shared log. */
  recentLog(lines = 30): string {
    try {
      return readFileSync(this.logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
    } catch {
      return "(no log)";
    }
  }
}
