import type { Readable } from "node:stream";
import { AppError } from "../../common/errors";
import { UPLOAD_MESSAGES } from "./upload-rules";

/**
 * Reads a stream into memory, but stops and destroys it as soon as it passes maxBytes: a huge
 * upload is cut off after maxBytes, never buffered whole.
 */
export async function readAtMost(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    total += piece.length;
    if (total > maxBytes) {
      stream.destroy();
      throw new AppError("PAYLOAD_TOO_LARGE", UPLOAD_MESSAGES.tooLarge);
    }
    chunks.push(piece);
  }
  return Buffer.concat(chunks, total);
}
