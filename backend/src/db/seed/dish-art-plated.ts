import { blob, cashew, chilli, chunks, fmt, grains, katori, leaf, lemon, onionRings, plate, shade, shine, specks } from "./dish-art-shapes";
import type { SeededRandom } from "./seed-random";

/** Draws one dish seen from above, centred on (0, 0), about 240 units across. `name` is lower-case. */
export type DishPainter = (random: SeededRandom, name: string) => string;

const has = (name: string, ...words: string[]) => words.some((word) => name.includes(word));

const CHUTNEYS = ["#eef0d5", "#c0392b", "#7cb342", "#e9d8a6"] as const;

function sideBowls(random: SeededRandom, positions: readonly (readonly [number, number])[], colours: readonly string[]): string {
  return positions
    .map(([x, y], i) => katori(x, y, 20, colours[i % colours.length]!, specks(random, 10, 5, 1.4, ["#3e2723", "#2e7d32"])))
    .join("");
}

export const paintIdli: DishPainter = (random, name) => {
  let out = plate("steel", 100);
  if (has(name, "karam", "button", "podi")) {
    for (let i = 0; i < 11; i++) {
      const a = random.range(0, Math.PI * 2);
      const d = Math.sqrt(random.next()) * 46;
      const x = Math.cos(a) * d - 10;
      const y = Math.sin(a) * d + 8;
      out += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="15" ry="13" fill="#e9a55a" stroke="#c4732e" stroke-width="1.5"/>`;
      out += specks(random, 10, 6, 1.6, ["#b3361b", "#7a2a12"], x, y) + shine(x - 4, y - 4, 6, 4);
    }
  } else {
    const spots = [
      [-34, 12],
      [22, 22],
      [-6, -26],
    ] as const;
    for (const [x, y] of spots) {
      out += `<ellipse cx="${x + 2}" cy="${y + 4}" rx="34" ry="30" fill="#000" fill-opacity="0.12"/>`;
      out += `<ellipse cx="${x}" cy="${y}" rx="34" ry="30" fill="#fbf8ee" stroke="#e6dcc3" stroke-width="2"/>`;
      out += specks(random, 22, 9, 1, ["#e8dfc8"], x, y) + shine(x - 8, y - 8, 16, 10);
    }
  }
  return (
    out +
    sideBowls(
      random,
      [
        [72, -54],
        [84, 4],
        [60, 62],
      ],
      ["#c8641e", CHUTNEYS[0], CHUTNEYS[1]],
    )
  );
};

export const paintDosa: DishPainter = (random, name) => {
  const green = has(name, "pesarattu");
  const lacy = has(name, "rava");
  const base = green ? "#a9b84a" : lacy ? "#d9a54e" : "#d98f2f";
  let out = plate("white", 104);
  out += `<g transform="rotate(-18)">`;
  out += `<rect x="-112" y="-26" width="200" height="52" rx="26" fill="#000" fill-opacity="0.15" transform="translate(3 6)"/>`;
  out += `<rect x="-112" y="-26" width="200" height="52" rx="26" fill="${base}"/>`;
  out += `<rect x="-112" y="-26" width="200" height="20" rx="10" fill="${shade(base, 14)}" fill-opacity="0.7"/>`;
  for (let i = 0; i < 14; i++) {
    const x = -100 + i * 13 + random.range(-4, 4);
    out += `<path d="M${fmt(x)} -22 q4 20 -2 44" stroke="${shade(base, -18)}" stroke-opacity="0.55" stroke-width="2" fill="none"/>`;
  }
  if (lacy) out += specks(random, 60, 40, 2.6, [shade(base, -22)], -20, 0);
  if (green) out += specks(random, 60, 30, 2.4, ["#f1e4c8", "#8e44ad", "#2e7d32"], -20, 0);
  if (has(name, "masala", "upma")) {
    out += `<ellipse cx="88" cy="0" rx="14" ry="22" fill="${has(name, "upma") ? "#f2e2b0" : "#f3c623"}"/>`;
    out += specks(random, 10, 6, 1.8, ["#e67e22", "#2e7d32"], 88, 0);
  }
  out += `</g>`;
  return (
    out +
    sideBowls(
      random,
      [
        [-62, 64],
        [-10, 78],
        [44, 70],
      ],
      ["#c8641e", CHUTNEYS[0], green ? "#e0b35a" : CHUTNEYS[1]],
    )
  );
};

/** Vadas (rings) or round fritters such as punugulu. */
export const paintFritters: DishPainter = (random, name) => {
  let out = plate(has(name, "garelu") ? "leaf" : "steel", 100);
  if (has(name, "vada", "garelu")) {
    for (const [x, y] of [
      [-30, 8],
      [28, -14],
      [16, 44],
    ] as const) {
      out += `<circle cx="${x + 2}" cy="${y + 4}" r="34" fill="#000" fill-opacity="0.15"/>`;
      out += `<circle cx="${x}" cy="${y}" r="24" fill="none" stroke="#b8672a" stroke-width="22"/>`;
      out += `<circle cx="${x}" cy="${y}" r="27" fill="none" stroke="#d68c3c" stroke-width="8" stroke-opacity="0.8"/>`;
      out += specks(random, 30, 14, 1.4, ["#5d3413", "#2e7d32"], x, y) + shine(x - 12, y - 14, 12, 7);
    }
    return (
      out +
      sideBowls(
        random,
        [
          [-66, -56],
          [70, 48],
        ],
        ["#c8641e", CHUTNEYS[0]],
      )
    );
  }
  for (let i = 0; i < 14; i++) {
    const a = random.range(0, Math.PI * 2);
    const d = Math.sqrt(random.next()) * 58;
    const x = Math.cos(a) * d - 12;
    const y = Math.sin(a) * d;
    const r = random.range(13, 17);
    out += `<path d="${blob(random, x, y, r, 0.25)}" fill="${shade("#c77a2c", random.range(-6, 6))}" stroke="#9a5518" stroke-width="1.2"/>`;
    out += shine(x - 4, y - 5, r * 0.5, r * 0.3);
  }
  return out + katori(76, 50, 20, "#d9b26a");
};

/** A mound of upma, pongal, kesari, curd rice, pulihora ... */
export const paintMound: DishPainter = (random, name) => {
  const colour = has(name, "kesari")
    ? "#f39c32"
    : has(name, "pulihora")
      ? "#e3b62c"
      : has(name, "sambar")
        ? "#c7772f"
        : has(name, "perugu", "curd")
          ? "#f8f5ec"
          : has(name, "kothu")
            ? "#c98d4e"
            : has(name, "corn")
              ? "#f4cf3f"
              : has(name, "bhel", "puffed")
                ? "#eadbb8"
                : has(name, "chaat")
                  ? "#b9773a"
                  : "#f1e2b4";
  let out = plate(has(name, "kesari", "pulihora") ? "leaf" : "white", 100);
  out += `<path d="${blob(random, 4, 6, 68, 0.18, 9, 0.9)}" fill="#000" fill-opacity="0.14"/>`;
  out += `<path d="${blob(random, 0, 0, 66, 0.16, 9, 0.9)}" fill="${colour}"/>`;
  out += specks(random, 52, 70, 2, [shade(colour, -10), shade(colour, 8)]);
  out += `<ellipse cx="-14" cy="-16" rx="36" ry="24" fill="url(#g-shine)"/>`;
  if (has(name, "perugu", "curd")) out += specks(random, 50, 16, 3, ["#c2185b", "#e53935"]);
  if (has(name, "pulihora")) out += specks(random, 50, 14, 4, ["#c89a5a", "#a97a3c"]);
  if (has(name, "pongal")) out += specks(random, 50, 30, 1.5, ["#222"]);
  if (has(name, "bhel", "chaat")) {
    for (let i = 0; i < 26; i++) {
      out += `<rect x="${fmt(random.range(-50, 40))}" y="${fmt(random.range(-40, 40))}" width="12" height="2.6" rx="1.3" fill="#f1c232" transform="rotate(${fmt(random.range(0, 180))})"/>`;
    }
    out += specks(random, 50, 16, 3.5, ["#8e24aa", "#e53935", "#2e7d32"]);
    if (has(name, "chaat"))
      out += `<path d="M-40 -10 q20 -14 40 0 t40 0" stroke="#fff8e1" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  }
  for (let i = 0; i < 5; i++) out += cashew(random.range(-40, 40), random.range(-36, 36), random.range(0, 360));
  for (let i = 0; i < 3; i++) out += leaf(random.range(-40, 30), random.range(-40, 30), 16, random.range(0, 360));
  return out;
};

/** Pooris, chapatis, naans and parathas with a bowl of curry. */
export const paintBreads: DishPainter = (random, name) => {
  const poori = has(name, "poori");
  const naan = has(name, "naan");
  const base = poori ? "#e2a546" : naan ? "#ecc98f" : has(name, "laccha") ? "#d9a15c" : "#d8b07a";
  let out = plate(naan ? "slate" : "steel", 102);
  const spots = [
    [-34, -18],
    [10, -30],
    [-10, 24],
  ] as const;
  for (const [x, y] of spots) {
    if (naan) {
      out += `<path d="M${x - 40} ${y} Q${x - 36} ${y - 34} ${x + 10} ${y - 30} Q${x + 52} ${y - 16} ${x + 44} ${y + 16} Q${x + 20} ${y + 36} ${x - 40} ${y} Z" fill="${base}" stroke="${shade(base, -14)}" stroke-width="2"/>`;
    } else {
      out += `<circle cx="${x + 2}" cy="${y + 4}" r="40" fill="#000" fill-opacity="0.14"/><circle cx="${x}" cy="${y}" r="40" fill="${base}" stroke="${shade(base, -14)}" stroke-width="2"/>`;
    }
    out += specks(random, 30, 12, 3, [shade(base, -26), shade(base, -18)], x, y) + shine(x - 10, y - 12, 22, 12);
    if (has(name, "laccha"))
      out += `<circle cx="${x}" cy="${y}" r="26" fill="none" stroke="${shade(base, -16)}" stroke-width="2"/><circle cx="${x}" cy="${y}" r="14" fill="none" stroke="${shade(base, -16)}" stroke-width="2"/>`;
  }
  if (has(name, "garlic")) out += specks(random, 60, 24, 2.5, ["#2e7d32", "#f5f5f5"], -12, -8);
  return out + katori(64, 58, 28, poori ? "#e9b949" : "#c9753a", specks(random, 18, 10, 3, ["#f2e3b3", "#7cb342"]));
};

/** A full meals plate: banana leaf or steel thali with rice and katoris. */
export const paintMeals: DishPainter = (random, name) => {
  const leafPlate = !has(name, "thali") && random.chance(0.7);
  let out = plate(leafPlate ? "leaf" : "steel", 104);
  const nonVegCurry = has(name, "chicken", "kodi") ? "#a83a16" : has(name, "fish") ? "#b5451b" : has(name, "mutton") ? "#7a2e12" : null;
  // Dal, sambar, rasam and curd always; the other bowls vary from plate to plate.
  const extras = ["#7a9a3a", "#5f4a1e", "#e8d49a", "#d2461f", "#efe2ae", "#9b8a2c"];
  const bowls = ["#e8c04a", "#c8641e", "#a0361c", "#f6f3ea", nonVegCurry ?? random.pick(extras)];
  for (let i = bowls.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [bowls[i], bowls[j]] = [bowls[j]!, bowls[i]!];
  }
  const positions = [
    [-78, -46],
    [-30, -66],
    [22, -66],
    [70, -44],
    [86, 8],
  ] as const;
  positions.forEach(([x, y], i) => {
    const colour = bowls[i]!;
    const bits = colour === nonVegCurry ? chunks(random, 3, 7, 5, shade(colour, -8)) : specks(random, 10, 6, 1.6, ["#2e7d32", "#5d4037"]);
    out += katori(x, y, 22, colour, bits);
  });
  out += `<path d="${blob(random, -8, 38, 46, 0.14, 9, 0.72)}" fill="#000" fill-opacity="0.12"/>`;
  out += `<path d="${blob(random, -10, 34, 44, 0.12, 9, 0.72)}" fill="#fbfaf5"/>`;
  out += `<g transform="translate(-10 34)">${grains(random, 36, 24, 50, ["#e9e3d3", "#ffffff"])}</g>`;
  out +=
    `<circle cx="-70" cy="40" r="24" fill="#f0dca8" stroke="#d8bf80" stroke-width="2"/>` +
    specks(random, 18, 12, 1.5, ["#b08b4f"], -70, 40);
  out += `<path d="${blob(random, 50, 60, 12, 0.4)}" fill="#b71c1c"/>`;
  out += `<ellipse cx="58" cy="30" rx="10" ry="5" fill="#f3c623"/>`;
  if (has(name, "special", "godavari")) out += katori(22, 72, 16, "#f3e0b0", specks(random, 8, 6, 2, ["#e8c68e"]));
  return out;
};

/** Biryani, pulao and fried rice: a mound of grains with pieces on top. */
export const paintRice: DishPainter = (random, name) => {
  const biryani = has(name, "biryani");
  const fried = has(name, "fried rice");
  const schezwan = has(name, "schezwan");
  let out = biryani && random.chance(0.5) ? plate("clay", 102) : plate("white", 102);
  out += `<path d="${blob(random, 0, 0, 74, 0.12, 10)}" fill="${fried ? (schezwan ? "#d9773b" : "#e6cf9a") : "#f5ecd4"}"/>`;
  const colours = biryani
    ? ["#fffaf0", "#fff3d6", "#f5a623", "#f7c55a", "#ffffff", "#e8852b"]
    : fried
      ? schezwan
        ? ["#e98b4a", "#d9652b", "#f2b07a"]
        : ["#f1dfb2", "#e4c888", "#fff5dc"]
      : ["#fffaf0", "#f8efd8", "#f3e3bd"];
  out += grains(random, 66, 64, 210, colours);
  if (has(name, "chicken", "mutton", "kodi")) {
    const colour = has(name, "mutton") ? "#6e2c14" : has(name, "fry piece", "65") ? "#a3361b" : "#93451f";
    out += chunks(random, fried ? 6 : 5, 40, fried ? 8 : 15, colour);
  }
  if (has(name, "prawn")) {
    for (let i = 0; i < 6; i++) {
      const x = random.range(-40, 40);
      const y = random.range(-36, 36);
      out += `<path transform="translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(random.range(0, 360))})" d="M-12 0 A12 12 0 1 1 10 7" stroke="#e8663c" stroke-width="9" fill="none" stroke-linecap="round"/>`;
    }
  }
  if (has(name, "fish")) out += chunks(random, 4, 36, 14, "#b5561f");
  if (has(name, "egg")) {
    for (const [x, y] of [
      [-22, -10],
      [24, 14],
    ] as const) {
      out += `<ellipse cx="${x}" cy="${y}" rx="17" ry="13" fill="#fdfcf7" stroke="#e8e2d0"/><circle cx="${x}" cy="${y}" r="7.5" fill="#f6b521"/>`;
    }
  }
  if (has(name, "veg", "ulavacharu veg") || fried) out += specks(random, 56, 40, 3.4, ["#e67e22", "#4caf50", "#8bc34a", "#f4d03f"]);
  if (biryani) {
    for (let i = 0; i < 8; i++) {
      out += `<path d="M${fmt(random.range(-50, 50))} ${fmt(random.range(-50, 50))} q6 -5 12 0" stroke="#7b3f16" stroke-width="2.6" fill="none" stroke-linecap="round"/>`;
    }
    for (let i = 0; i < 4; i++) out += leaf(random.range(-50, 40), random.range(-50, 40), 14, random.range(0, 360), "#43a047");
    out += lemon(70, 58, 16, -30) + katori(-76, 60, 20, "#f6f3ea", specks(random, 12, 8, 1.6, ["#2e7d32", "#e57373"]));
  }
  if (has(name, "ulavacharu"))
    out += `<path d="M-30 -8 q30 -20 60 0" stroke="#6d3b1c" stroke-width="9" fill="none" stroke-linecap="round" stroke-opacity="0.8"/>`;
  if (has(name, "pulao")) for (let i = 0; i < 6; i++) out += cashew(random.range(-50, 50), random.range(-50, 50), random.range(0, 360));
  return out;
};

const CURRY_COLOURS: readonly (readonly [readonly string[], string])[] = [
  [["gongura pappu"], "#9b8a2c"],
  [["gongura"], "#5f4a1e"],
  [["butter", "tikka masala", "makhani"], "#e0712c"],
  [["dal", "pappu"], "#e6b93a"],
  [["majjiga"], "#efe2ae"],
  [["ulavacharu"], "#5a2f1b"],
  [["kaju", "tomato"], "#d2461f"],
  [["vankaya"], "#7d3b1a"],
  [["salan"], "#8a5a1c"],
  [["mutton", "keema"], "#7a2e12"],
  [["pulusu", "fish", "bommidala"], "#b5451b"],
  [["prawn", "royyala"], "#c4501e"],
  [["crab", "peethala"], "#9b3b12"],
  [["egg", "kodiguddu"], "#b8561e"],
  [["kurma"], "#e8d49a"],
  [["sweet corn", "soup"], "#f2d16b"],
  [["hot and sour"], "#6d3d1d"],
];

/** A bowl of curry, dal, pulusu or soup. */
export const paintCurry: DishPainter = (random, name) => {
  const colour = CURRY_COLOURS.find(([words]) => has(name, ...words))?.[1] ?? "#a83a16";
  const style = random.pick(["steel", "clay", "white"] as const);
  let out = plate(style, 100);
  out += `<circle r="74" fill="${shade(colour, -10)}"/><circle r="70" fill="${colour}"/>`;
  out += specks(random, 60, 40, 2.2, [shade(colour, 8), shade(colour, -12)]);
  if (has(name, "chicken", "kodi", "mutton", "keema"))
    out += chunks(random, 7, 42, 13, shade(colour, has(name, "mutton", "keema") ? 4 : 12, 6));
  if (has(name, "fish", "bommidala", "chepala")) {
    for (let i = 0; i < 4; i++) {
      out += `<rect x="${fmt(random.range(-46, 20))}" y="${fmt(random.range(-40, 20))}" width="30" height="20" rx="6" fill="${shade(colour, 10)}" stroke="${shade(colour, -10)}" transform="rotate(${fmt(random.range(-30, 30))})"/>`;
    }
  }
  if (has(name, "prawn", "royyala")) {
    for (let i = 0; i < 7; i++) {
      out += `<path transform="translate(${fmt(random.range(-42, 42))} ${fmt(random.range(-42, 42))}) rotate(${fmt(random.range(0, 360))})" d="M-11 0 A11 11 0 1 1 9 7" stroke="#f08a5d" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    }
  }
  if (has(name, "crab", "peethala")) {
    out +=
      `<ellipse cx="0" cy="0" rx="30" ry="22" fill="#d8431f"/>` +
      [-1, 1]
        .map(
          (side) =>
            `<path d="M${side * 26} -6 q${side * 24} -24 ${side * 36} -6" stroke="#c0391b" stroke-width="9" fill="none" stroke-linecap="round"/>`,
        )
        .join("");
  }
  if (has(name, "egg", "kodiguddu")) {
    for (const [x, y] of [
      [-20, -8],
      [22, 10],
      [-4, 30],
    ] as const)
      out += `<ellipse cx="${x}" cy="${y}" rx="15" ry="11" fill="#fdfcf7"/><circle cx="${x}" cy="${y}" r="6.5" fill="#f6b521"/>`;
  }
  if (has(name, "paneer"))
    out += Array.from(
      { length: 7 },
      () =>
        `<rect x="${fmt(random.range(-44, 30))}" y="${fmt(random.range(-44, 30))}" width="16" height="16" rx="2" fill="#fbf3dc" transform="rotate(${fmt(random.range(0, 90))})"/>`,
    ).join("");
  if (has(name, "vankaya"))
    out += Array.from(
      { length: 5 },
      () =>
        `<ellipse cx="${fmt(random.range(-38, 38))}" cy="${fmt(random.range(-38, 38))}" rx="16" ry="11" fill="#5b2a63" stroke="#3e1b45"/>`,
    ).join("");
  if (has(name, "salan"))
    for (let i = 0; i < 5; i++) out += chilli(random.range(-50, 10), random.range(-40, 30), 52, random.range(-40, 40));
  if (has(name, "kaju")) for (let i = 0; i < 9; i++) out += cashew(random.range(-44, 44), random.range(-44, 44), random.range(0, 360));
  if (has(name, "corn")) out += specks(random, 54, 40, 3.2, ["#f9e27d", "#e67e22", "#7cb342"]);
  if (has(name, "butter", "makhani", "masala", "ulavacharu"))
    out += `<path d="M-34 -10 q16 -16 34 0 t34 0" stroke="#fff3e0" stroke-opacity="0.85" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  if (has(name, "dal", "pappu", "tadka")) out += specks(random, 40, 18, 2.4, ["#b71c1c", "#3e2723", "#1b5e20"]);
  out += shine(-30, -34, 26, 12);
  for (let i = 0; i < 4; i++) out += leaf(random.range(-50, 40), random.range(-50, 40), 13, random.range(0, 360), "#388e3c");
  return out;
};

/** Chicken 65 red: chilli-coated and deep-fried, so browner than a tomato. */
const RED_FRY = "#b5391c";

const FRY_COLOURS: readonly (readonly [readonly string[], string])[] = [
  [["bendakaya", "dondakaya"], "#5f8a2c"],
  [["pepper", "vepudu", "mamsam", "natu kodi", "dry"], "#6e3b1e"],
  [["pakoda", "nugget", "corn", "bajji", "onion"], "#d39036"],
  [["gobi", "paneer 65"], "#d2582a"],
  [["manchurian"], "#6b3b1f"],
  [["chilli paneer", "majestic"], "#c9702f"],
  [["nethallu", "anchovy"], "#b5652a"],
];

/** Fried starters: chicken 65, apollo fish, pakoda, manchurian, prawn fry ... */
export const paintFry: DishPainter = (random, name) => {
  const colour = FRY_COLOURS.find(([words]) => has(name, ...words))?.[1] ?? RED_FRY;
  let out = plate(random.pick(["white", "slate", "leaf"] as const), 100);
  if (has(name, "lollipop", "drums", "wings")) {
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + random.range(-0.2, 0.2);
      const x = Math.cos(a) * 34;
      const y = Math.sin(a) * 34;
      out += `<line x1="${fmt(x)}" y1="${fmt(y)}" x2="${fmt(x * 2.1)}" y2="${fmt(y * 2.1)}" stroke="#a89a80" stroke-width="10" stroke-linecap="round"/>`;
      out += `<line x1="${fmt(x)}" y1="${fmt(y)}" x2="${fmt(x * 2.1)}" y2="${fmt(y * 2.1)}" stroke="#fbf3e2" stroke-width="6" stroke-linecap="round"/>`;
      out +=
        `<path d="${blob(random, x * 0.8, y * 0.8, 22, 0.3)}" fill="${colour}" stroke="${shade(colour, -14)}"/>` +
        shine(x * 0.8 - 6, y * 0.8 - 7, 9, 6);
    }
  } else if (has(name, "prawn")) {
    for (let i = 0; i < 11; i++) {
      out += `<path transform="translate(${fmt(random.range(-50, 50))} ${fmt(random.range(-50, 50))}) rotate(${fmt(random.range(0, 360))})" d="M-13 0 A13 13 0 1 1 11 8" stroke="#d9541e" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    }
  } else if (has(name, "pomfret", "korameenu", "vanjaram", "fish fry")) {
    for (const [x, y, s] of [
      [-10, -20, 1],
      [10, 30, 0.8],
    ] as const) {
      out += `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-60 0 Q-20 -38 34 -6 L58 -24 L52 0 L58 24 L34 6 Q-20 38 -60 0 Z" fill="#c2501f" stroke="#8c3412" stroke-width="2"/>`;
      out += specks(random, 26, 20, 2, ["#8c3412", "#e07a3a"], -14, 0) + `<circle cx="-42" cy="-4" r="3.5" fill="#2b1a10"/></g>`;
    }
  } else if (has(name, "nethallu", "anchovy")) {
    for (let i = 0; i < 16; i++) {
      out += `<path transform="translate(${fmt(random.range(-54, 54))} ${fmt(random.range(-54, 54))}) rotate(${fmt(random.range(0, 360))})" d="M-18 0 Q0 -6 14 0 L20 -5 L19 5 L14 0 Q0 6 -18 0 Z" fill="${colour}" stroke="#7a3b12"/>`;
    }
  } else if (has(name, "bendakaya", "dondakaya")) {
    for (let i = 0; i < 30; i++) {
      const a = random.range(0, Math.PI * 2);
      const d = Math.sqrt(random.next()) * 58;
      const x = Math.cos(a) * d;
      const y = Math.sin(a) * d;
      out += `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="8" fill="${shade(colour, random.range(-8, 4))}" stroke="#3d5a1a" stroke-width="1.5"/><circle cx="${fmt(x)}" cy="${fmt(y)}" r="3.5" fill="#c5d88a"/>`;
    }
    out += specks(random, 56, 24, 3, ["#b5651d", "#d9a441"]);
  } else if (has(name, "bajji")) {
    for (let i = 0; i < 4; i++) {
      out += `<g transform="rotate(${fmt(-30 + i * 8)}) translate(${fmt(-70 + i * 6)} ${fmt(-36 + i * 24)})"><path d="M0 0 Q70 -22 130 4 Q70 10 0 18 Z" fill="#d8913a" stroke="#a8621c" stroke-width="2"/>${shine(40, 2, 30, 5)}</g>`;
    }
    out += onionRings(random, 40, 50, 4);
  } else if (has(name, "paneer", "tikka") && !has(name, "65")) {
    out += Array.from(
      { length: 9 },
      () =>
        `<rect x="${fmt(random.range(-50, 34))}" y="${fmt(random.range(-50, 34))}" width="22" height="22" rx="3" fill="#f3dcb4" stroke="${colour}" stroke-width="3" transform="rotate(${fmt(random.range(0, 90))})"/>`,
    ).join("");
    out += specks(random, 50, 16, 5, ["#4caf50", "#8e24aa"]);
  } else {
    out += chunks(random, has(name, "corn") ? 26 : 11, 52, has(name, "corn") ? 7 : 15, colour);
    if (has(name, "pepper", "vepudu", "mamsam")) out += specks(random, 56, 50, 1.5, ["#111"]);
    if (colour === RED_FRY)
      for (let i = 0; i < 6; i++) out += leaf(random.range(-50, 40), random.range(-50, 40), 15, random.range(0, 360), "#1f4d1a");
  }
  if (has(name, "soup")) out += shine(-30, -30, 20, 10);
  out += onionRings(random, 64, -50, 3);
  for (let i = 0; i < 4; i++) out += leaf(random.range(-60, 50), random.range(-60, 50), 14, random.range(0, 360));
  if (!has(name, "manchurian", "corn")) out += chilli(-70, 56, 40, -20) + lemon(-74, -50, 15, 200);
  return out;
};

/** Tandoori pieces and kebabs on a slate with mint chutney. */
export const paintGrill: DishPainter = (random, name) => {
  let out = plate("slate", 104);
  const pale = has(name, "reshmi", "malai");
  const colour = pale ? "#e9c58f" : has(name, "paneer", "veg") ? "#e3a35b" : "#c8431f";
  if (has(name, "tandoori chicken")) {
    for (const [x, y, a] of [
      [-26, -10, -20],
      [24, 16, 25],
      [-4, 40, 5],
    ] as const) {
      out += `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-40 -10 Q-30 -34 6 -24 Q30 -14 34 0 L52 -4 Q58 0 52 6 L34 6 Q22 26 -14 22 Q-44 18 -40 -10 Z" fill="${colour}" stroke="#7d240f" stroke-width="2"/>${specks(random, 26, 12, 3, ["#3b1206", "#8b2a10"], -6, 0)}${shine(-12, -10, 16, 8)}</g>`;
    }
  } else {
    for (let s = 0; s < 3; s++) {
      const y = -40 + s * 40;
      out += `<line x1="-92" y1="${y}" x2="92" y2="${y + 6}" stroke="#b0b6bb" stroke-width="3"/>`;
      for (let i = 0; i < 5; i++) {
        const x = -64 + i * 30;
        const piece = i % 2 === 1 && has(name, "paneer", "tikka") ? random.pick(["#7cb342", "#8e44ad"]) : colour;
        out +=
          `<path d="${blob(random, x, y + i, 14, 0.3, 6)}" fill="${piece}" stroke="${shade(piece, -16)}"/>` +
          specks(random, 8, 3, 2, ["#3b1206"], x, y);
      }
    }
  }
  return out + onionRings(random, 62, 64, 4) + lemon(-70, 62, 15, 160) + katori(70, -60, 18, "#5aa34a");
};

/** Noodles, pasta or pav bhaji. */
export const paintNoodles: DishPainter = (random, name) => {
  let out = plate(has(name, "pav") ? "steel" : "white", 100);
  if (has(name, "pav")) {
    out += `<path d="${blob(random, -10, 10, 52, 0.14)}" fill="#c9451f"/>` + specks(random, 40, 30, 2.5, ["#2e7d32", "#f5b041"], -10, 10);
    out += `<rect x="-22" y="-2" width="18" height="14" rx="3" fill="#fde79a"/>`;
    for (const [x, y] of [
      [46, -46],
      [70, -8],
    ] as const)
      out += `<rect x="${x - 24}" y="${y - 18}" width="48" height="36" rx="12" fill="#e3a14e" stroke="#b56e24" stroke-width="2"/>${shine(x - 8, y - 8, 14, 6)}`;
    return out + onionRings(random, -50, 60, 3) + lemon(40, 60, 14, 20);
  }
  const pasta = has(name, "pasta");
  const sauce = has(name, "schezwan") ? "#d9652b" : pasta ? "#f6efd9" : "#e9c46a";
  out += `<circle r="70" fill="${shade(sauce, -8)}"/>`;
  if (pasta) {
    for (let i = 0; i < 26; i++) {
      out += `<rect x="${fmt(random.range(-56, 44))}" y="${fmt(random.range(-56, 44))}" width="24" height="10" rx="3" fill="#f2c46d" stroke="#d19a3c" transform="rotate(${fmt(random.range(0, 180))})"/>`;
    }
    out += specks(random, 56, 26, 3, ["#f9e27d", "#263238"]);
  } else {
    for (let i = 0; i < 24; i++) {
      const y = random.range(-60, 60);
      const width = Math.sqrt(Math.max(0, 66 * 66 - y * y));
      out += `<path d="M${fmt(-width)} ${fmt(y)} q${fmt(width / 4)} -10 ${fmt(width / 2)} 0 t${fmt(width / 2)} 0 t${fmt(width / 2)} 0 t${fmt(width / 2)} 0" stroke="${shade(sauce, random.range(-10, 10))}" stroke-width="4" fill="none"/>`;
    }
    out += specks(random, 56, 30, 3.5, ["#e67e22", "#8bc34a", "#f1f8e9"]);
    if (has(name, "chicken")) out += chunks(random, 6, 44, 8, "#a0522d");
  }
  for (let i = 0; i < 5; i++) out += leaf(random.range(-50, 40), random.range(-50, 40), 12, random.range(0, 360), "#558b2f");
  return out;
};

/** A pizza on a wooden board with toppings from its name. */
export const paintPizza: DishPainter = (random, name) => {
  let out = `<ellipse cx="4" cy="10" rx="120" ry="116" fill="url(#g-shadow)"/><circle r="110" fill="url(#g-wood)"/><circle r="92" fill="#d48a3a"/><circle r="80" fill="#c0392b"/>`;
  out += `<path d="${blob(random, 0, 0, 76, 0.12, 12)}" fill="#f6d77c"/>`;
  out += specks(random, 70, 30, 7, ["#f9e6a6", "#fbeec2"]);
  const toppings: string[] = [];
  if (has(name, "margherita")) {
    for (let i = 0; i < 6; i++)
      toppings.push(
        `<circle cx="${fmt(random.range(-50, 50))}" cy="${fmt(random.range(-50, 50))}" r="11" fill="#fffaf0"/>`,
        leaf(random.range(-50, 40), random.range(-50, 40), 18, random.range(0, 360), "#2e7d32"),
      );
  }
  if (has(name, "farmhouse", "veg")) {
    for (let i = 0; i < 8; i++)
      toppings.push(
        `<path transform="translate(${fmt(random.range(-56, 56))} ${fmt(random.range(-56, 56))}) rotate(${fmt(random.range(0, 360))})" d="M-10 0 A10 10 0 0 1 10 0" stroke="#43a047" stroke-width="5" fill="none"/>`,
      );
    toppings.push(specks(random, 60, 10, 6, ["#e53935", "#d7ccc8"]));
  }
  if (has(name, "paneer"))
    for (let i = 0; i < 10; i++)
      toppings.push(
        `<rect x="${fmt(random.range(-56, 44))}" y="${fmt(random.range(-56, 44))}" width="13" height="13" rx="2" fill="#f0a35e" stroke="#c0651d"/>`,
      );
  if (has(name, "chicken")) toppings.push(chunks(random, 10, 58, 8, has(name, "bbq") ? "#5d2a12" : "#a0401c"));
  if (has(name, "gongura")) toppings.push(specks(random, 60, 24, 4, ["#4e5b1e", "#2e4a14"]));
  if (has(name, "tikka", "bbq", "gongura")) toppings.push(onionRings(random, 0, 0, 6));
  if (has(name, "jalapeno", "tikka", "gongura")) toppings.push(specks(random, 60, 8, 5, ["#7cb342"]));
  out += toppings.join("");
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI + random.range(0, 0.3);
    out += `<line x1="${fmt(Math.cos(a) * 92)}" y1="${fmt(Math.sin(a) * 92)}" x2="${fmt(-Math.cos(a) * 92)}" y2="${fmt(-Math.sin(a) * 92)}" stroke="#8d4d1c" stroke-opacity="0.5" stroke-width="2"/>`;
  }
  return out + shine(-34, -40, 40, 20);
};
