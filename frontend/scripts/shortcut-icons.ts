/**
 * Draws the home-screen shortcuts' icons (public/icons/shortcut-*-96.png, listed by the web app
 * manifest in src/service-worker/web-app-manifest.ts): antd's shop and orders glyphs (the app's
 * icon set) in white on the mark's orange disc. Run once after the mark or a glyph changes, and
 * commit the PNGs: `node frontend/scripts/shortcut-icons.ts`.
 *
 * The app's own icons come from @vite-pwa/assets-generator (frontend/pwa-assets.config.ts); it
 * draws one picture's icons per build, and these are other pictures (frontend/README.md,
 * "Build scripts").
 */
import { mkdirSync } from "node:fs";
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

/** The mark's disc (public/favicon.svg). */
const MARK_ORANGE = "#e4572e";
const SIZE = 96;

function glyph(name: string): { viewBox: string; d: string } {
  const definition = (require(`@ant-design/icons-svg/lib/asn/${name}`) as { default: IconDefinition }).default;
  const d = definition.icon.children.map((child) => child.attrs.d ?? "").join(" ");
  return { viewBox: definition.icon.attrs.viewBox, d };
}

const shortcut = (name: string) => {
  const { viewBox, d } = glyph(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
  <circle cx="48" cy="48" r="46" fill="${MARK_ORANGE}"/>
  <svg x="24" y="24" width="48" height="48" viewBox="${viewBox}"><path d="${d}" fill="#fff"/></svg>
</svg>`;
};

const icons: Array<[file: string, svg: string]> = [
  [`shortcut-restaurants-${SIZE}.png`, shortcut("ShopOutlined")],
  [`shortcut-orders-${SIZE}.png`, shortcut("ProfileOutlined")],
];

mkdirSync(outDir, { recursive: true });
for (const [file, svg] of icons) {
  await sharp(Buffer.from(svg)).resize(SIZE, SIZE).png({ compressionLevel: 9, palette: true }).toFile(path.join(outDir, file));
  console.log(`public/icons/${file}`);
}
