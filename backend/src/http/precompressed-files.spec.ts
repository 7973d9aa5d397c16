import { chooseEncoding } from "./precompressed-files";

describe("chooseEncoding", () => {
  const both = ["br", "gzip"] as const;
  it.each([
    ["gzip, deflate, br, zstd", both, "br"],
    ["gzip, deflate", both, "gzip"],
    ["br", ["gzip"] as const, null],
    ["br;q=0, gzip", both, "gzip"],
    ["br;q=0.5, gzip;q=0.8", both, "gzip"],
    ["br;q=0.5", both, "br"],
    ["BR;Q=1", both, "br"],
    ["*", both, "br"],
    ["gzip;q=0.4, *;q=0.1", both, "gzip"],
    ["gzip;q=0.5, identity", both, null],
    ["br;q=0.5, *;q=0", both, "br"],
    ["identity", both, null],
    ["", both, null],
    [undefined, both, null],
    ["br;q=nonsense, gzip", both, "gzip"],
  ])("Accept-Encoding %j with %j on disk: %j", (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});
