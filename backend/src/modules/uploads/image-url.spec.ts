import { isImageUrl } from "./image-url";

describe("image URLs", () => {
  it("accepts our uploads, http(s) URLs and nothing", () => {
    for (const ok of ["", "/uploads/seed-dosa-1a2b.webp", "https://img.example/a.jpg", "http://cdn.example/x_y.png?w=200"]) {
      expect(isImageUrl(ok)).toBe(true);
    }
  });

  it("refuses scripts, data, other paths and traversal", () => {
    for (const bad of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "/etc/passwd",
      "/uploads/../secret",
      "/uploads/.hidden",
      "ftp://x/y.png",
      "uploads/a.png",
      42,
    ]) {
      expect(isImageUrl(bad)).toBe(false);
    }
  });
});
