import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text (scripts, styles, pictures and maps as text) and TrueType fonts; woff2 and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|txt|ttf)$/;
/**
 * A copy is kept when it saves more than this many bytes: sending it adds `Content-Encoding: br`
 * (22 bytes) to the answer. Small files count too: the compression middleware would send those
 * under its 1 KB threshold plain (the bundler's runtime, small icons).
 */
const MIN_SAVING = 32;

/** A file's brotli (quality 11, the slowest and smallest) and gzip (-9) copies, each only when it saves more than MIN_SAVING bytes. */
export async function compressedCopies(content: Buffer): Promise<{ br?: Buffer; gz?: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const worth = (copy: Buffer) => (content.length - copy.length > MIN_SAVING ? copy : undefined);
  return { br: worth(br), gz: worth(gz) };
}

/**
 * Writes `name.br` and `name.gz` beside each of the files (paths under `dir`) that is compressible,
 * when worth it. Returns the files compressed, with their sizes.
 */
export async function precompressFiles(dir: string, files: string[]): Promise<{ file: string; bytes: number; br?: number; gz?: number }[]> {
  const compressed = await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const full = path.join(dir, file);
        const content = await readFile(full);
        const { br, gz } = await compressedCopies(content);
        if (!br && !gz) return null;
        if (br) await writeFile(`${full}.br`, br);
        if (gz) await writeFile(`${full}.gz`, gz);
        return { file, bytes: content.length, br: br?.length, gz: gz?.length };
      }),
  );
  return compressed.filter((file) => file !== null);
}

/**
 * The app's hashed files (`assets/`) compressed once, at the highest levels, beside each file:
 * the server sends the copy a browser asks for (backend/src/http/precompressed-files.ts) instead
 * of compressing each request at the compression middleware's quick brotli (quality 4), which
 * made every page's scripts ~15% larger; Lighthouse's budget counts bytes as transferred
 * (docs/architecture.md#budgets). Only this build's own files: the GraphQL explorer, built apart
 * into assets/explorer, is a few MB that brotli's quality 11 takes seconds over, for a page that
 * is in no budget; the compression middleware serves it as before.
 */
export function precompress(options: { dir: string }): Plugin {
  return {
    name: "ruchi:precompress",
    apply: "build",
    enforce: "post",
    async writeBundle(outputOptions, bundle) {
      if (!outputOptions.dir) throw new Error("precompress: the build has no output folder");
      const files = Object.keys(bundle).filter((file) => file.startsWith(`${options.dir}/`));
      const compressed = await precompressFiles(outputOptions.dir, files);
      const kb = (sizes: (number | undefined)[]) => Math.round(sizes.reduce<number>((total, size) => total + (size ?? 0), 0) / 1024);
      this.info(
        `${compressed.length} files in ${options.dir}/: ${kb(compressed.map((file) => file.bytes))} kB, ` +
          `${kb(compressed.map((file) => file.br))} kB as brotli, ${kb(compressed.map((file) => file.gz))} kB as gzip`,
      );
    },
  };
}
