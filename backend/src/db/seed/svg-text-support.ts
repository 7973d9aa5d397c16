import sharp from "sharp";

/** The font stack the banners ask for; librsvg picks the first one fontconfig has. */
export const BANNER_FONT_FAMILY = "DejaVu Sans, Noto Sans, Liberation Sans, Arial, Helvetica, sans-serif";

/** Whether SVG text renders on this machine (a slim container may have no fonts at all). */
export interface TextSupport {
  text: boolean;
  /** Whether some installed font has the rupee sign; if not, banners write "Rs.". */
  rupee: boolean;
}

interface InkBox {
  width: number;
  height: number;
}

/** The bounding box of the drawn pixels of `text`, or null when nothing is drawn. */
async function inkBox(text: string): Promise<InkBox | null> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><text x="10" y="56" font-family="${BANNER_FONT_FAMILY}" font-size="40" fill="#000">${text}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let minX = info.width;
  let minY = info.height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * info.channels + 3]! > 64) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  return maxX < 0 ? null : { width: maxX - minX + 1, height: maxY - minY + 1 };
}

async function probe(): Promise<TextSupport> {
  try {
    const narrow = await inkBox("iiii");
    const wide = await inkBox("WWWW");
    // A real font draws W far wider than i; "no glyph" boxes are all the same size, or nothing at all.
    const text = narrow !== null && wide !== null && wide.width > narrow.width * 1.5;
    if (!text) return { text: false, rupee: false };
    const rupee = await inkBox("\u20b9");
    const missing = await inkBox("\ue000");
    const sameAsMissing = missing !== null && rupee !== null && rupee.width === missing.width && rupee.height === missing.height;
    return { text, rupee: rupee !== null && !sameAsMissing };
  } catch {
    return { text: false, rupee: false };
  }
}

let cached: Promise<TextSupport> | undefined;

/** Probed once per process: a few tiny renders. */
export function textSupport(): Promise<TextSupport> {
  cached ??= probe();
  return cached;
}
