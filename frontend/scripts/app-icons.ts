/**
 * Draws the installed app's icons (public/icons/*.png, referenced by the web app manifest in
 * src/service-worker/web-app-manifest.ts) from the brand mark, public/favicon.svg. Run once after
 * the mark changes, and commit the PNGs: `node frontend/scripts/app-icons.ts`.
 *
 * - icon-192.png, icon-512.png ("any"): the mark as it is, on transparent ground.
 * - icon-maskable-512.png ("maskable"): the launcher crops it to its own shape (circle, squircle
 *   ...) and only the centred circle of 80 % of the width is sure to show, so the ground is the
 *   mark's orange to the edges and the bowl and steam stay inside that circle (measured below).
 * - shortcut-*-96.png: the home-screen shortcuts' icons, antd's shop and orders glyphs (the app's
 *   icon set) in white on the mark's orange disc.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

interface IconDefinition {
  icon: { attrs: { viewBox: string }; children: Array<{ tag: string; attrs: { d?: string } }> };
}

const frontend = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.join(frontend, "public", "icons");
const require = createRequire(import.meta.url);

const ORANGE = "#e4572e";
/** The mark's viewBox is 64 wide. */
const VIEWBOX = 64;
/** The maskable safe zone: a centred circle whose radius is 40 % of the icon's width. */
const SAFE_RADIUS = 0.4;

const favicon = readFileSync(path.join(frontend, "public", "favicon.svg"), "utf8");
const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(favicon)?.[1];
if (!inner) throw new Error("public/favicon.svg: no <svg> element");

/** The bowl and the steam: the mark without its disc (the maskable ground is the disc's colour). */
const drawing = inner.replace(/<circle[^>]*\/>/, "");

/**
 * How far the drawing's farthest visible pixel lies from the centre, as a share of the width:
 * drawn alone, on transparent ground, and measured pixel by pixel.
 */
async function reachFromCentre(svg: string, size: number): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg), { density: (72 * size) / VIEWBOX })
    .resize(size, size)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let farthest = 0;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if (data[(y * info.width + x) * info.channels + 3]! > 0) {
        farthest = Math.max(farthest, Math.hypot(x + 0.5 - info.width / 2, y + 0.5 - info.height / 2));
      }
    }
  }
  return farthest / info.width;
}

function glyph(name: string): { viewBox: string; d: string } {
  const definition = (require(`@ant-design/icons-svg/lib/asn/${name}`) as { default: IconDefinition }).default;
  const d = definition.icon.children.map((child) => child.attrs.d ?? "").join(" ");
  return { viewBox: definition.icon.attrs.viewBox, d };
}

const shortcut = (name: string) => {
  const { viewBox, d } = glyph(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
  <circle cx="48" cy="48" r="46" fill="${ORANGE}"/>
  <svg x="24" y="24" width="48" height="48" viewBox="${viewBox}"><path d="${d}" fill="#fff"/></svg>
</svg>`;
};

const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEWBOX} ${VIEWBOX}">
  <rect width="${VIEWBOX}" height="${VIEWBOX}" fill="${ORANGE}"/>${drawing}
</svg>`;

const reach = await reachFromCentre(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEWBOX} ${VIEWBOX}">${drawing}</svg>`, 512);
if (reach > SAFE_RADIUS) {
  throw new Error(`The mark reaches ${reach.toFixed(3)} of the width from the centre, beyond the maskable safe zone (${SAFE_RADIUS})`);
}

const icons: Array<[file: string, svg: string, size: number]> = [
  ["icon-192.png", favicon, 192],
  ["icon-512.png", favicon, 512],
  ["icon-maskable-512.png", maskable, 512],
  ["shortcut-restaurants-96.png", shortcut("ShopOutlined"), 96],
  ["shortcut-orders-96.png", shortcut("ProfileOutlined"), 96],
];

mkdirSync(outDir, { recursive: true });
for (const [file, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / VIEWBOX })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, file));
  console.log(`public/icons/${file}`);
}
