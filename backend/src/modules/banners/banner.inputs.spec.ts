import { isBannerImageUrl } from "./banner.inputs";

describe("isBannerImageUrl", () => {
  it("accepts our /uploads/ pictures and absolute http(s) URLs", () => {
    expect(isBannerImageUrl("/uploads/banner-0b7e4c52-5b1f-4f5e-9a37-2f3f0d8f1c11.webp")).toBe(true);
    expect(isBannerImageUrl("/uploads/seed-banner-hot-tiffins-3f2a9c01.webp")).toBe(true);
    expect(isBannerImageUrl("https://cdn.example.com/banners/diwali.jpg")).toBe(true);
    expect(isBannerImageUrl("http://images.example.org/a.png?v=2")).toBe(true);
  });

  it("refuses other schemes, relative paths and paths that leave /uploads", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "ftp://example.com/a.png",
      "//example.com/a.png",
      "uploads/a.webp",
      "/uploads/../config.json",
      "/uploads/.hidden.webp",
      "/uploads/a/b.webp",
      "/api/secret",
      "",
    ]) {
      expect([url, isBannerImageUrl(url)]).toEqual([url, false]);
    }
  });
});
