import { sniffImageFormat } from "./image-format";

const bytes = (...values: number[]) => Buffer.from(values);

describe("sniffImageFormat", () => {
  it("knows JPEG, PNG and WebP by their magic numbers", () => {
    expect(sniffImageFormat(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00))).toBe("jpeg");
    expect(sniffImageFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00))).toBe("png");
    expect(sniffImageFormat(Buffer.concat([Buffer.from("RIFF"), bytes(0x10, 0, 0, 0), Buffer.from("WEBPVP8 ")]))).toBe("webp");
  });

  it("refuses text, other images and files too short to tell", () => {
    expect(sniffImageFormat(Buffer.from("just some text pretending to be a .png"))).toBeNull();
    expect(sniffImageFormat(Buffer.from("GIF89a......"))).toBeNull();
    expect(sniffImageFormat(Buffer.concat([Buffer.from("RIFF"), bytes(0x10, 0, 0, 0), Buffer.from("WAVEfmt ")]))).toBeNull();
    expect(sniffImageFormat(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});
