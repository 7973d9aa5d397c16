import { readFileSync } from "node:fs";
import path from "node:path";
import { instructions } from "@vite-pwa/assets-generator/api/instructions";
import type { ImageAssetsInstructions } from "@vite-pwa/assets-generator/api";
import sharp from "sharp";
import { appIconsPreset, MARK_ORANGE } from "../pwa-assets.config.js";

/** The maskable safe zone: a centred circle whose radius is 40 % of the icon's width. */
const SAFE_RADIUS = 0.4;

/** What the build draws (vite-plugin-pwa's `pwaAssets` asks the generator the same). */
function drawIcons(): Promise<ImageAssetsInstructions> {
  const favicon = readFileSync(path.join(__dirname, "..", "public", "favicon.svg"));
  return instructions({
    imageResolver: () => favicon,
    imageName: "favicon.svg",
    preset: appIconsPreset,
    faviconPreset: "2023",
    htmlLinks: { xhtml: false, includeId: false },
    basePath: "/",
    resolveSvgName: (name) => name,
  });
}

interface Pixels {
  width: number;
  /** [red, green, blue, alpha] of the pixel at x, y. */
  at(x: number, y: number): number[];
}

async function pixels(icon: { buffer: () => Promise<Buffer> }): Promise<Pixels> {
  const { data, info } = await sharp(await icon.buffer())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    at: (x, y) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x + 1) * info.channels)],
  };
}

const ORANGE_RGB = [1, 3, 5].map((start) => parseInt(MARK_ORANGE.slice(start, start + 2), 16));
/** The disc's anti-aliased rim, drawn on the same orange, may round a channel by one. */
const isMarkOrange = (pixel: number[]) => ORANGE_RGB.every((channel, index) => Math.abs(pixel[index]! - channel) <= 1);

const hex = ([red, green, blue]: number[]) => `#${[red, green, blue].map((channel) => channel!.toString(16).padStart(2, "0")).join("")}`;

describe("the installed app's icons (pwa-assets.config.ts)", () => {
  it("are the manifest's 192 and 512 px icons, one maskable 512 px icon, the Apple touch icon and the SVG favicon", async () => {
    const icons = await drawIcons();
    expect(Object.keys(icons.transparent)).toEqual(["/pwa-192x192.png", "/pwa-512x512.png"]);
    expect(Object.keys(icons.maskable)).toEqual(["/maskable-icon-512x512.png"]);
    expect(Object.keys(icons.apple)).toEqual(["/apple-touch-icon-180x180.png"]);
    expect(Object.keys(icons.favicon)).toEqual(["/favicon.svg"]);
  });

  it("keep the mark's disc on transparent ground in the 'any' icons", async () => {
    for (const icon of Object.values((await drawIcons()).transparent)) {
      const { width, at } = await pixels(icon);
      expect([icon.name, width, at(0, 0)[3], hex(at(width / 2, width / 8))]).toEqual([icon.name, icon.width, 0, MARK_ORANGE]);
    }
  });

  it("draw the maskable icon on the mark's orange to its edges, with the bowl and steam inside the safe zone", async () => {
    const { width, at } = await pixels(Object.values((await drawIcons()).maskable)[0]!);
    const outside = new Set<string>([MARK_ORANGE]);
    let whiteInside = 0;
    for (let y = 0; y < width; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const pixel = at(x, y);
        if (pixel[3] !== 255) throw new Error(`maskable icon: pixel ${x},${y} is not opaque`);
        const fromCentre = Math.hypot(x + 0.5 - width / 2, y + 0.5 - width / 2) / width;
        if (fromCentre > SAFE_RADIUS && !isMarkOrange(pixel)) outside.add(hex(pixel));
        else if (hex(pixel) === "#ffffff") whiteInside += 1;
      }
    }
    expect([...outside]).toEqual([MARK_ORANGE]);
    // The bowl and the steam are drawn, not lost in the orange.
    expect(whiteInside).toBeGreaterThan(0.05 * width * width);
  });

  it("give iOS an opaque icon (it fills transparent corners with black)", async () => {
    const { width, at } = await pixels(Object.values((await drawIcons()).apple)[0]!);
    expect([width, hex(at(0, 0)), at(0, 0)[3]]).toEqual([180, MARK_ORANGE, 255]);
  });
});
