import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * A value kept in a file (mode 600), made by create() on first use: the embedded default's keys.
 * Two processes starting together keep the first one written.
 */
export async function readOrCreateValue(file: string, create: () => string): Promise<string> {
  try {
    const existing = (await readFile(file, "utf8")).trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${create()}\n`, { mode: 0o600, flag: "wx" }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
  return (await readFile(file, "utf8")).trim();
}

/** A random secret kept in a file, made on first use. */
export function readOrCreateSecret(file: string, bytes = 48): Promise<string> {
  return readOrCreateValue(file, () => randomBytes(bytes).toString("base64url"));
}
