import type { MenuCategory } from "../../modules/menu/menu-category";
import type { RestaurantCategory } from "../../modules/restaurants/restaurant-category";
import type { DemoBanner } from "./demo-banners";
import { paintDish, type DishDrawing } from "./dish-art";
import { chilli, fmt, hsl, leaf, lemon, onionRings, SHARED_DEFS, shade, specks, xmlEscape } from "./dish-art-shapes";
import { seededRandom, type SeededRandom } from "./seed-random";
import { BANNER_FONT_FAMILY, type TextSupport } from "./svg-text-support";

/** Whole SVG documents for the demo pictures: menu items, restaurant covers and banners. */

export const ITEM_SIZE = { width: 480, height: 360 } as const;
export const RESTAURANT_SIZE = { width: 800, height: 500 } as const;
export const BANNER_SIZE = { width: 1200, height: 400 } as const;

/** Backdrop hue per menu category: warm cream for tiffins, wood for meals, aqua for drinks ... */
const CATEGORY_HUE: Readonly<Record<MenuCategory, readonly [hue: number, saturation: number, lightness: number]>> = {
  tiffin: [42, 62, 78],
  meal: [26, 42, 42],
  drink: [178, 48, 62],
  fastFood: [22, 78, 60],
  bakeryItem: [340, 62, 82],
  starter: [6, 38, 30],
};

const RESTAURANT_HUE: Readonly<Record<RestaurantCategory, number>> = { veg: 118, "non-veg": 4, both: 30 };

function document(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${SHARED_DEFS}</defs>${body}<rect width="${width}" height="${height}" fill="url(#g-vignette)"/></svg>`;
}

/** A table top seen from above: wooden planks, a checked cloth or speckled stone. */
function surface(random: SeededRandom, width: number, height: number, base: string): string {
  const style = random.pick(["planks", "cloth", "stone"] as const);
  let out = `<rect width="${width}" height="${height}" fill="${base}"/>`;
  if (style === "planks") {
    const plank = random.int(70, 110);
    for (let y = 0, i = 0; y < height; y += plank, i++) {
      out += `<rect y="${y}" width="${width}" height="${plank - 3}" fill="${shade(base, i % 2 === 0 ? 4 : -3)}"/>`;
      for (let g = 0; g < 4; g++) {
        const gy = y + random.range(8, plank - 10);
        out += `<path d="M0 ${fmt(gy)} Q${fmt(width / 3)} ${fmt(gy + random.range(-6, 6))} ${fmt(width / 2)} ${fmt(gy)} T${width} ${fmt(gy)}" stroke="${shade(base, -10)}" stroke-opacity="0.35" stroke-width="1.5" fill="none"/>`;
      }
    }
  } else if (style === "cloth") {
    const band = random.int(28, 44);
    const accent = shade(base, -18, random.range(-20, 20));
    for (let x = 0; x < width; x += band * 2)
      out += `<rect x="${x}" width="${band}" height="${height}" fill="${accent}" fill-opacity="0.28"/>`;
    for (let y = 0; y < height; y += band * 2)
      out += `<rect y="${y}" width="${width}" height="${band}" fill="${accent}" fill-opacity="0.28"/>`;
  } else {
    out += specks(random, Math.max(width, height), 260, 2.2, [shade(base, 8), shade(base, -8), shade(base, -14)], width / 2, height / 2);
  }
  return out;
}

/** A wall and a table edge, for dishes seen from the side (glasses, burgers, cones, cakes). */
function scene(random: SeededRandom, width: number, height: number, base: string, tableY: number): string {
  let out = `<linearGradient id="g-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(base, 10)}"/><stop offset="1" stop-color="${shade(base, -6)}"/></linearGradient>`;
  out += `<rect width="${width}" height="${height}" fill="url(#g-wall)"/>`;
  for (let i = 0; i < 9; i++) {
    out += `<circle cx="${fmt(random.range(0, width))}" cy="${fmt(random.range(0, tableY))}" r="${fmt(random.range(14, 46))}" fill="#fff" fill-opacity="${random.range(0.06, 0.16).toFixed(2)}"/>`;
  }
  const table = shade(base, -22, random.range(-10, 10));
  out += `<rect y="${tableY}" width="${width}" height="${height - tableY}" fill="${table}"/><rect y="${tableY}" width="${width}" height="5" fill="${shade(table, 12)}"/>`;
  return out;
}

function placeDish(dish: DishDrawing, x: number, y: number, scale: number): string {
  return `<g transform="translate(${fmt(x)} ${fmt(y)}) scale(${Math.round(scale * 1000) / 1000})">${dish.svg}</g>`;
}

/** Herbs and spices around a plate, by category. */
function garnish(random: SeededRandom, category: MenuCategory, spots: readonly (readonly [number, number])[]): string {
  return spots
    .map(([x, y]) => {
      const angle = random.range(0, 360);
      switch (category) {
        case "starter":
          return random.chance(0.5) ? lemon(x, y, 22, angle) : onionRings(random, x, y, 3) + chilli(x, y, 44, angle);
        case "fastFood":
          return (
            leaf(x, y, 28, angle, "#2e7d32") +
            `<circle cx="${fmt(x + 24)}" cy="${fmt(y + 10)}" r="14" fill="#e53935" stroke="#b71c1c" stroke-width="2"/>`
          );
        case "bakeryItem":
          return specks(random, 30, 26, 3, ["#f06292", "#ffd54f", "#4fc3f7", "#81c784"], x, y);
        case "tiffin":
          return leaf(x, y, 26, angle) + leaf(x + 8, y + 10, 22, angle + 40) + chilli(x - 20, y + 18, 36, angle + 90, "#c62828");
        default:
          return chilli(x, y, 46, angle, random.chance(0.5) ? "#c62828" : "#3f9b2f") + leaf(x + 16, y - 10, 24, angle + 120);
      }
    })
    .join("");
}

/** 480×360: one dish on a table, coloured by its category. */
export function menuItemSvg(name: string, category: MenuCategory, seed: string): string {
  const { width, height } = ITEM_SIZE;
  const random = seededRandom(`backdrop:${seed}`);
  const [h, s, l] = CATEGORY_HUE[category];
  const base = hsl(h + random.range(-14, 14), s, l + random.range(-6, 6));
  const dish = paintDish(name, category, seed);
  if (dish.view === "side") {
    return document(width, height, scene(random, width, height, base, 250) + placeDish(dish, width / 2, 198, 1.2));
  }
  const corners = [
    [36, 40],
    [444, 44],
    [40, 322],
    [440, 318],
  ] as const;
  const spots = corners.filter(() => random.chance(0.6));
  return document(
    width,
    height,
    surface(random, width, height, base) + garnish(random, category, spots) + placeDish(dish, width / 2, height / 2 + 4, 1.3),
  );
}

/** A scalloped shop awning across the top of a restaurant cover. */
function awning(width: number, hue: number): string {
  const stripe = 50;
  let out = "";
  for (let x = 0, i = 0; x < width; x += stripe, i++) {
    const colour = i % 2 === 0 ? hsl(hue, 70, 42) : "#fdf6e3";
    out += `<rect x="${x}" y="0" width="${stripe}" height="46" fill="${colour}"/><path d="M${x} 46 A${stripe / 2} ${stripe / 2 - 8} 0 0 0 ${x + stripe} 46 Z" fill="${colour}"/>`;
  }
  return `${out}<rect width="${width}" height="6" fill="${hsl(hue, 60, 28)}"/><rect y="46" width="${width}" height="30" fill="#000" fill-opacity="0.06"/>`;
}

/** 800×500: three of the restaurant's dishes on its table, under a striped awning. */
export function restaurantSvg(
  slug: string,
  category: RestaurantCategory,
  dishes: readonly { name: string; category: MenuCategory }[],
): string {
  const { width, height } = RESTAURANT_SIZE;
  const random = seededRandom(`restaurant:${slug}`);
  const hue = RESTAURANT_HUE[category] + random.range(-12, 12);
  const base = hsl(hue, 30, 58 + random.range(-8, 8));
  const [main, left, right] = [dishes[0], dishes[Math.floor(dishes.length / 3)], dishes[Math.floor((2 * dishes.length) / 3)]];
  let body = surface(random, width, height, base);
  if (left) body += placeDish(paintDish(left.name, left.category, `${slug}:${left.name}`), 150, 320, 0.95);
  if (right) body += placeDish(paintDish(right.name, right.category, `${slug}:${right.name}`), 650, 320, 0.95);
  if (main) body += placeDish(paintDish(main.name, main.category, `${slug}:${main.name}`), 400, 290, 1.42);
  return document(width, height, body + awning(width, hue));
}

/** 1200×400: promo text on the left (when fonts exist), dishes on the right. */
export function bannerSvg(banner: DemoBanner, support: TextSupport): string {
  const { width, height } = BANNER_SIZE;
  const random = seededRandom(`banner:${banner.slug}`);
  const [from, to] = banner.colors;
  let body = `<linearGradient id="g-banner" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><rect width="${width}" height="${height}" fill="url(#g-banner)"/>`;
  for (let i = 0; i < 12; i++) {
    body += `<circle cx="${fmt(random.range(0, width))}" cy="${fmt(random.range(0, height))}" r="${fmt(random.range(20, 120))}" fill="#fff" fill-opacity="${random.range(0.04, 0.1).toFixed(2)}"/>`;
  }
  const withText = support.text;
  // [x, y, scale] for the first dish (the big one in the middle), the second and the third.
  const slots = withText
    ? ([
        [950, 200, 1.02],
        [820, 230, 0.82],
        [1080, 250, 0.82],
      ] as const)
    : ([
        [600, 200, 1.25],
        [240, 210, 1.0],
        [960, 210, 1.0],
      ] as const);
  body += `<ellipse cx="${withText ? 950 : 600}" cy="330" rx="${withText ? 260 : 520}" ry="50" fill="#000" fill-opacity="0.12"/>`;
  // The first dish is drawn last so that it sits in front.
  banner.dishes.forEach((dish, i) => {
    if (i === 0) return;
    const slot = slots[i];
    if (slot) body += placeDish(paintDish(dish.name, dish.category, `banner:${dish.name}`), slot[0], slot[1], slot[2]);
  });
  const first = banner.dishes[0];
  if (first) body += placeDish(paintDish(first.name, first.category, `banner:${first.name}`), slots[0][0], slots[0][1], slots[0][2]);
  if (withText) {
    const clean = (text: string) => xmlEscape(support.rupee ? text : text.replace(/₹\s?/g, "Rs. "));
    const headline = clean(banner.headline);
    const subline = clean(banner.subline);
    const headSize = Math.min(64, Math.floor(600 / (banner.headline.length * 0.62)));
    const subSize = Math.min(28, Math.floor(600 / (banner.subline.length * 0.55)));
    const font = `font-family="${BANNER_FONT_FAMILY}"`;
    body += `<text x="64" y="92" ${font} font-size="24" font-weight="700" fill="#fff" fill-opacity="0.85" letter-spacing="4">RUCHI</text>`;
    body += `<text x="67" y="193" ${font} font-size="${headSize}" font-weight="700" fill="#000" fill-opacity="0.25">${headline}</text>`;
    body += `<text x="64" y="190" ${font} font-size="${headSize}" font-weight="700" fill="#fff">${headline}</text>`;
    body += `<text x="66" y="240" ${font} font-size="${subSize}" fill="#fff" fill-opacity="0.92">${subline}</text>`;
  } else {
    body += `<rect x="0" y="${height - 36}" width="${width}" height="36" fill="#fff" fill-opacity="0.18"/>`;
  }
  return document(width, height, body);
}
