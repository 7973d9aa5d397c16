import { Writable } from "node:stream";

/** A destination for createLogger that keeps every line written, for tests that read the logs. */
export function logSink(): { sink: Writable; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { sink, lines };
}
