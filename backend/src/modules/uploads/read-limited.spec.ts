import { Readable } from "node:stream";
import { AppError } from "../../common/errors";
import { readAtMost } from "./read-limited";

describe("readAtMost", () => {
  it("returns every byte of a stream within the limit", async () => {
    const bytes = await readAtMost(Readable.from([Buffer.from("abc"), Buffer.from("def")]), 6);
    expect(bytes.toString()).toBe("abcdef");
  });

  it("stops reading once the limit is passed and answers PAYLOAD_TOO_LARGE", async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled += 1;
        this.push(Buffer.alloc(1024));
      },
    });
    const failure = await readAtMost(endless, 10 * 1024).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe("PAYLOAD_TOO_LARGE");
    expect(endless.destroyed).toBe(true);
    expect(pulled).toBeLessThan(100);
  });
});
