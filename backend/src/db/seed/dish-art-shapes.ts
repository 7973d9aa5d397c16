import type { SeededRandom } from "./seed-random";

/**
 * SVG building blocks for the generated food pictures: plates, bowls, garnish and colour helpers.
 * Every shape is drawn around (0, 0) in a 240-unit box; callers place it with a transform.
 */

/** A number for an SVG attribute: one decimal at most. */
export const fmt = (value: number): string => String(Math.round(value * 10) / 10);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** HSL (degrees, percent, percent) to "#rrggbb". */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = clamp(saturation, 0, 100) / 100;
  const l = clamp(lightness, 0, 100) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = u < 1 / 6 ? p + (q - p) * 6 * u : u < 1 / 2 ? q : u < 2 / 3 ? p + (q - p) * (2 / 3 - u) * 6 : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`;
}

/** "#rrggbb" to [hue, saturation, lightness]. */
function toHsl(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  const r = ((value >> 16) & 255) / 255;
  const g = ((value >> 8) & 255) / 255;
  const b = (value & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s * 100, l * 100];
}

/** The colour made lighter (positive) or darker (negative) by `amount` lightness points. */
export function shade(hex: string, amount: number, hueShift = 0): string {
  const [h, s, l] = toHsl(hex);
  return hsl(h + hueShift, s, l + amount);
}

/** Escapes text for SVG content and attributes. */
export const xmlEscape = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Gradients every picture shares; put once in <defs>. */
export const SHARED_DEFS = `
<radialGradient id="g-plate" cx="0.45" cy="0.4" r="0.65"><stop offset="0" stop-color="#ffffff"/><stop offset="0.72" stop-color="#f3efe6"/><stop offset="0.86" stop-color="#fbfaf6"/><stop offset="1" stop-color="#d6d0c4"/></radialGradient>
<radialGradient id="g-steel" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#f4f6f7"/><stop offset="0.55" stop-color="#c3c9ce"/><stop offset="0.8" stop-color="#eceff1"/><stop offset="1" stop-color="#8f979e"/></radialGradient>
<radialGradient id="g-clay" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#c4743a"/><stop offset="1" stop-color="#6e3413"/></radialGradient>
<radialGradient id="g-slate" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#4a4f55"/><stop offset="1" stop-color="#24272b"/></radialGradient>
<linearGradient id="g-leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5cae48"/><stop offset="0.5" stop-color="#2f7a2b"/><stop offset="1" stop-color="#4f9a3c"/></linearGradient>
<radialGradient id="g-shadow"><stop offset="0.55" stop-color="#000" stop-opacity="0.38"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<radialGradient id="g-shine" cx="0.35" cy="0.3" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="g-glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.25" stop-color="#fff" stop-opacity="0.08"/><stop offset="0.8" stop-color="#fff" stop-opacity="0.05"/><stop offset="1" stop-color="#fff" stop-opacity="0.4"/></linearGradient>
<linearGradient id="g-wood" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c08a52"/><stop offset="1" stop-color="#8a5a30"/></linearGradient>
<linearGradient id="g-bun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f0a94a"/><stop offset="1" stop-color="#b8681f"/></linearGradient>
<linearGradient id="g-cone" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e3a85c"/><stop offset="1" stop-color="#b97a34"/></linearGradient>
<radialGradient id="g-vignette" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></radialGradient>`;

/** A soft round shadow under a dish. */
export const shadow = (rx: number, ry: number, dy = 10): string =>
  `<ellipse cx="0" cy="${fmt(dy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="url(#g-shadow)"/>`;

/** A glossy highlight on a round thing. */
export const shine = (x: number, y: number, rx: number, ry: number): string =>
  `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="url(#g-shine)"/>`;

export type PlateStyle = "white" | "steel" | "clay" | "slate" | "leaf";

/** A plate seen from above, with its shadow. */
export function plate(style: PlateStyle, radius = 100): string {
  const r = fmt(radius);
  if (style === "leaf") {
    // A banana leaf: long rounded shape with a midrib and veins.
    const w = radius * 1.18;
    const h = radius * 0.98;
    const veins = Array.from({ length: 9 }, (_, i) => {
      const x = -w * 0.8 + (i * w * 1.45) / 8;
      return `<path d="M${fmt(x)} ${fmt(-4)} Q${fmt(x + 10)} ${fmt(-h * 0.5)} ${fmt(x + 24)} ${fmt(-h * 0.9)} M${fmt(x)} 4 Q${fmt(x + 10)} ${fmt(h * 0.5)} ${fmt(x + 24)} ${fmt(h * 0.9)}" stroke="#8fd27a" stroke-opacity="0.35" stroke-width="1.5" fill="none"/>`;
    }).join("");
    return `${shadow(w + 10, h + 8)}<path d="M${fmt(-w)} ${fmt(-h * 0.55)} Q${fmt(-w)} ${fmt(-h)} ${fmt(-w * 0.55)} ${fmt(-h)} L${fmt(w * 0.9)} ${fmt(-h)} Q${fmt(w * 1.04)} 0 ${fmt(w * 0.9)} ${fmt(h)} L${fmt(-w * 0.55)} ${fmt(h)} Q${fmt(-w)} ${fmt(h)} ${fmt(-w)} ${fmt(h * 0.55)} Z" fill="url(#g-leaf)"/>${veins}<line x1="${fmt(-w)}" y1="0" x2="${fmt(w * 0.97)}" y2="0" stroke="#a8dc8f" stroke-opacity="0.6" stroke-width="3"/>`;
  }
  const fill = style === "white" ? "url(#g-plate)" : `url(#g-${style})`;
  const rim = style === "white" ? "#e4ded2" : style === "steel" ? "#dfe3e6" : style === "clay" ? "#9a4d20" : "#3b4046";
  return `${shadow(radius + 14, radius + 10)}<circle r="${r}" fill="${fill}"/><circle r="${fmt(radius * 0.76)}" fill="none" stroke="${rim}" stroke-width="2.5"/>`;
}

/** A small steel bowl (katori) of something, seen from above. */
export function katori(x: number, y: number, radius: number, content: string, extra = ""): string {
  return `<g transform="translate(${fmt(x)} ${fmt(y)})"><ellipse cx="2" cy="4" rx="${fmt(radius + 3)}" ry="${fmt(radius + 3)}" fill="#000" fill-opacity="0.18"/><circle r="${fmt(radius)}" fill="url(#g-steel)"/><circle r="${fmt(radius * 0.8)}" fill="${content}"/>${extra}${shine(-radius * 0.25, -radius * 0.3, radius * 0.35, radius * 0.2)}</g>`;
}

/** A smooth irregular blob (a chunk, a mound) as a closed path. */
export function blob(random: SeededRandom, cx: number, cy: number, radius: number, wobble: number, points = 7, squash = 1): string {
  const pts = Array.from({ length: points }, (_, i) => {
    const angle = (i / points) * Math.PI * 2;
    const r = radius * (1 - wobble / 2 + random.next() * wobble);
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r * squash] as const;
  });
  const mid = (a: readonly [number, number], b: readonly [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  const first = mid(pts[points - 1]!, pts[0]!);
  let d = `M${fmt(first[0])} ${fmt(first[1])}`;
  for (let i = 0; i < points; i++) {
    const p = pts[i]!;
    const m = mid(p, pts[(i + 1) % points]!);
    d += ` Q${fmt(p[0])} ${fmt(p[1])} ${fmt(m[0])} ${fmt(m[1])}`;
  }
  return `${d} Z`;
}

/** Glossy irregular pieces (chicken chunks, fritters) scattered inside a circle. */
export function chunks(random: SeededRandom, count: number, spread: number, size: number, colour: string): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const angle = random.range(0, Math.PI * 2);
    const dist = Math.sqrt(random.next()) * spread;
    const x = Math.cos(angle) * dist;
    const y = Math.sin(angle) * dist;
    const s = size * random.range(0.75, 1.2);
    const squash = random.range(0.6, 1);
    const tone = shade(colour, random.range(-7, 7));
    // Craggy, crusted pieces rather than smooth balls: an uneven outline, darker edges, crumbs.
    out += `<path d="${blob(random, x + 2, y + 3, s, 0.5, 9, squash)}" fill="#000" fill-opacity="0.22"/>`;
    out += `<path d="${blob(random, x, y, s, 0.6, 9, squash)}" fill="${tone}" stroke="${shade(colour, -18)}" stroke-width="2"/>`;
    out += `<path d="${blob(random, x - s * 0.1, y - s * 0.1, s * 0.55, 0.6, 7, squash)}" fill="${shade(colour, 9)}" fill-opacity="0.7"/>`;
    out += specks(random, s * 0.8, 5, Math.max(0.8, s * 0.09), [shade(colour, -22), shade(colour, 16)], x, y);
    out += shine(x - s * 0.3, y - s * 0.3, s * 0.25, s * 0.14);
  }
  return out;
}

/** Rice grains over an ellipse, in the given colours. */
export function grains(random: SeededRandom, rx: number, ry: number, count: number, colours: readonly string[]): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const angle = random.range(0, Math.PI * 2);
    const dist = Math.sqrt(random.next());
    const x = Math.cos(angle) * dist * rx;
    const y = Math.sin(angle) * dist * ry;
    out += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="5.5" ry="1.9" transform="rotate(${fmt(random.range(0, 180))} ${fmt(x)} ${fmt(y)})" fill="${random.pick(colours)}"/>`;
  }
  return out;
}

/** Small specks (spices, seeds) inside a circle. */
export function specks(
  random: SeededRandom,
  radius: number,
  count: number,
  size: number,
  colours: readonly string[],
  cx = 0,
  cy = 0,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const angle = random.range(0, Math.PI * 2);
    const dist = Math.sqrt(random.next()) * radius;
    out += `<circle cx="${fmt(cx + Math.cos(angle) * dist)}" cy="${fmt(cy + Math.sin(angle) * dist)}" r="${fmt(size * random.range(0.6, 1.2))}" fill="${random.pick(colours)}"/>`;
  }
  return out;
}

/** A curry / mint / coriander leaf. */
export function leaf(x: number, y: number, length: number, angle: number, colour = "#2e7d32"): string {
  const l = fmt(length);
  const w = fmt(length * 0.32);
  return `<g transform="translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(angle)})"><path d="M0 0 Q${fmt(length / 2)} -${w} ${l} 0 Q${fmt(length / 2)} ${w} 0 0 Z" fill="${colour}"/><line x1="1" y1="0" x2="${fmt(length - 2)}" y2="0" stroke="${shade(colour, 14)}" stroke-width="1"/></g>`;
}

/** A green (or red) chilli. */
export function chilli(x: number, y: number, length: number, angle: number, colour = "#3f9b2f"): string {
  return `<g transform="translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(angle)})"><path d="M0 0 Q${fmt(length * 0.5)} -${fmt(length * 0.16)} ${fmt(length)} ${fmt(length * 0.12)} Q${fmt(length * 0.5)} ${fmt(length * 0.02)} 0 ${fmt(length * 0.14)} Z" fill="${colour}"/><path d="M0 2 l-7 -5" stroke="#5d7d2a" stroke-width="3" stroke-linecap="round"/></g>`;
}

/** A lemon wedge seen from the side. */
export function lemon(x: number, y: number, radius: number, angle: number): string {
  const r = fmt(radius);
  return `<g transform="translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(angle)})"><path d="M-${r} 0 A${r} ${r} 0 0 0 ${r} 0 Z" fill="#f4d03f" stroke="#c9a81a" stroke-width="2"/><path d="M-${fmt(radius * 0.78)} 0 A${fmt(radius * 0.78)} ${fmt(radius * 0.78)} 0 0 0 ${fmt(radius * 0.78)} 0 Z" fill="#fbeb8f"/><path d="M0 0 L-${fmt(radius * 0.5)} ${fmt(radius * 0.55)} M0 0 L0 ${fmt(radius * 0.75)} M0 0 L${fmt(radius * 0.5)} ${fmt(radius * 0.55)}" stroke="#f4d03f" stroke-width="1.5"/></g>`;
}

/** Sliced onion rings. */
export function onionRings(random: SeededRandom, x: number, y: number, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const r = random.range(7, 12);
    out += `<ellipse cx="${fmt(x + random.range(-14, 14))}" cy="${fmt(y + random.range(-10, 10))}" rx="${fmt(r)}" ry="${fmt(r * 0.8)}" fill="none" stroke="#b05fa0" stroke-opacity="0.85" stroke-width="2.4"/>`;
  }
  return out;
}

/** A cashew nut. */
export const cashew = (x: number, y: number, angle: number): string =>
  `<path transform="translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(angle)})" d="M-7 -3 Q-8 6 0 7 Q8 6 7 -3 Q4 2 0 2 Q-4 2 -7 -3 Z" fill="#e8c68e" stroke="#b98d4f" stroke-width="1"/>`;
