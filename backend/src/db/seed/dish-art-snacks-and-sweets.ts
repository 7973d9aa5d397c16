import type { DishPainter } from "./dish-art-plated";
import { blob, chunks, fmt, katori, leaf, lemon, plate, shade, shine, specks } from "./dish-art-shapes";

/** Side views (burgers, glasses, cones, cakes) stand on y = 100; plated snacks are seen from above. */

const has = (name: string, ...words: string[]) => words.some((word) => name.includes(word));

const groundShadow = (width: number) => `<ellipse cx="0" cy="102" rx="${fmt(width)}" ry="14" fill="url(#g-shadow)"/>`;

export const paintBurger: DishPainter = (random, name) => {
  const chicken = has(name, "chicken");
  const patty = has(name, "paneer")
    ? "#f1dcb0"
    : has(name, "crispy")
      ? "#c98a3a"
      : chicken
        ? "#8a4a22"
        : has(name, "aloo")
          ? "#c58a3f"
          : "#7a5230";
  const layers: string[] = [groundShadow(110)];
  layers.push(`<path d="M-86 70 Q-86 96 -60 96 L60 96 Q86 96 86 70 Z" fill="url(#g-bun)"/>`);
  let y = 66;
  const pattyCount = has(name, "double") ? 2 : 1;
  for (let i = 0; i < pattyCount; i++) {
    layers.push(`<path d="${blob(random, 0, y - 10, 88, 0.06, 12, 0.2)}" fill="${patty}" stroke="${shade(patty, -15)}" stroke-width="2"/>`);
    if (has(name, "crispy", "paneer")) {
      for (let x = -76; x <= 76; x += 12)
        layers.push(`<circle cx="${x}" cy="${fmt(y - 10 + random.range(-5, 5))}" r="3" fill="${shade(patty, 14)}"/>`);
    }
    y -= 22;
    if (has(name, "cheese") || i === 0) {
      layers.push(
        `<path d="M-84 ${y + 6} L84 ${y + 6} L70 ${y + 20} L54 ${y + 10} L30 ${y + 24} L12 ${y + 10} L-20 ${y + 22} L-40 ${y + 10} L-66 ${y + 20} Z" fill="#f7c325"/>`,
      );
      y -= 4;
    }
  }
  layers.push(
    `<ellipse cx="-30" cy="${y + 2}" rx="40" ry="8" fill="#e53935"/><ellipse cx="34" cy="${y + 2}" rx="40" ry="8" fill="#e53935"/>`,
  );
  y -= 8;
  let lettuce = `M-94 ${y + 6}`;
  for (let x = -94; x < 94; x += 16) lettuce += ` q8 ${fmt(random.range(6, 14))} 16 0`;
  layers.push(`<path d="${lettuce} L94 ${y - 4} L-94 ${y - 4} Z" fill="#7cc242" stroke="#4e9a2a" stroke-width="2"/>`);
  if (has(name, "aloo", "andhra", "onion"))
    layers.push(`<path d="M-70 ${y - 4} h140" stroke="#b05fa0" stroke-width="6" stroke-linecap="round"/>`);
  y -= 6;
  layers.push(
    `<path d="M-90 ${y} Q-90 ${y - 92} 0 ${y - 92} Q90 ${y - 92} 90 ${y} Z" fill="url(#g-bun)" stroke="#a85f1c" stroke-width="2"/>`,
  );
  layers.push(shine(-30, y - 62, 40, 16));
  for (let i = 0; i < 14; i++) {
    const sx = random.range(-62, 62);
    const sy = y - 20 - random.range(0, 58) * (1 - Math.abs(sx) / 110);
    layers.push(
      `<ellipse cx="${fmt(sx)}" cy="${fmt(sy)}" rx="4" ry="2" fill="#fff6dc" transform="rotate(${fmt(random.range(-30, 30))} ${fmt(sx)} ${fmt(sy)})"/>`,
    );
  }
  return layers.join("");
};

export const paintFries: DishPainter = (random, name) => {
  let out = groundShadow(90);
  for (let i = 0; i < 22; i++) {
    const x = random.range(-54, 54);
    const h = random.range(70, 120);
    out += `<rect x="${fmt(x - 6)}" y="${fmt(20 - h)}" width="12" height="${fmt(h)}" rx="3" fill="${shade("#f5c542", random.range(-6, 6))}" stroke="#d59a1e" stroke-width="1.2" transform="rotate(${fmt(random.range(-12, 12))} ${fmt(x)} 20)"/>`;
  }
  if (has(name, "peri")) out += specks(random, 50, 40, 1.8, ["#c0392b"], 0, -40);
  if (has(name, "cheese", "loaded"))
    out +=
      `<path d="M-56 -30 q14 22 28 0 t28 0 t28 0 t28 0 l0 18 l-112 0 Z" fill="#f7b731"/>` + specks(random, 50, 14, 3, ["#388e3c"], 0, -24);
  // A striped paper carton.
  out += `<path d="M-70 0 L70 0 L56 100 L-56 100 Z" fill="#f7f1e3"/>`;
  for (let x = -60; x <= 50; x += 28)
    out += `<path d="M${x} 0 L${x + 14} 0 L${fmt((x + 14) * 0.8)} 100 L${fmt(x * 0.8)} 100 Z" fill="#2a9d8f"/>`;
  out += `<path d="M-70 0 Q0 24 70 0" fill="#000" fill-opacity="0.12"/>`;
  return out + `<rect x="-60" y="6" width="14" height="90" fill="#fff" fill-opacity="0.15"/>`;
};

/** Sandwiches, wraps and rolls: sliced triangles or cylinders showing their filling. */
export const paintSandwich: DishPainter = (random, name) => {
  let out = plate("white", 100);
  if (has(name, "wrap", "roll")) {
    const spring = has(name, "spring");
    const skin = spring ? "#d99a3c" : "#edd3a0";
    for (const [x, y, a] of [
      [-20, -20, -20],
      [22, 22, -20],
      [-40, 36, -20],
    ] as const) {
      out += `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="-62" y="-18" width="124" height="36" rx="18" fill="${skin}" stroke="${shade(skin, -16)}" stroke-width="2"/>`;
      out +=
        specks(random, 40, 12, 3, [shade(skin, -22)], -10, 0) +
        `<ellipse cx="62" cy="0" rx="10" ry="17" fill="${spring ? "#c5e1a5" : "#f1c27d"}"/>`;
      out += specks(random, 8, 6, 2.5, ["#4caf50", "#e53935", "#a0522d"], 62, 0) + `</g>`;
    }
    return out + katori(72, -60, 18, spring ? "#c0392b" : "#f5f5f5");
  }
  for (const [x, y, a] of [
    [-30, -10, 10],
    [34, 14, -20],
  ] as const) {
    out += `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-56 40 L56 40 L0 -56 Z" fill="#e2b26c" stroke="#b07a34" stroke-width="3" stroke-linejoin="round"/>`;
    out += `<path d="M-44 30 L44 30 L0 -44 Z" fill="#f7ead0"/><path d="M-36 26 L36 26 L0 -34 Z" fill="#7cb342"/><path d="M-28 22 L28 22 L0 -24 Z" fill="#e53935"/><path d="M-20 18 L20 18 L0 -14 Z" fill="#f7c325"/>`;
    if (has(name, "grilled")) out += `<path d="M-40 10 L40 10 M-30 -8 L30 -8" stroke="#6d4c41" stroke-width="4" stroke-opacity="0.45"/>`;
    out += `</g>`;
  }
  return out + katori(-66, 62, 18, "#4caf50");
};

export const paintSamosa: DishPainter = (random, name) => {
  let out = plate(has(name, "chaat") ? "steel" : "white", 100);
  for (const [x, y, a] of [
    [-28, 8, -10],
    [30, -18, 20],
    [18, 44, 60],
  ] as const) {
    out += `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-40 30 Q-44 34 -36 36 L40 34 Q46 32 42 26 L4 -42 Q0 -48 -4 -42 Z" fill="#dca14c" stroke="#a86b1f" stroke-width="2.5" stroke-linejoin="round"/>`;
    out += specks(random, 18, 8, 2, ["#b7792e"], 0, 10) + shine(-6, -2, 12, 16) + `</g>`;
  }
  return out + katori(-66, -56, 18, "#4caf50") + katori(72, 56, 18, "#8d3b1d");
};

export const paintPaniPuri: DishPainter = (random) => {
  let out = plate("steel", 100);
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    const x = Math.cos(a) * 50 - 14;
    const y = Math.sin(a) * 50;
    out += `<circle cx="${fmt(x + 2)}" cy="${fmt(y + 4)}" r="22" fill="#000" fill-opacity="0.15"/><circle cx="${fmt(x)}" cy="${fmt(y)}" r="22" fill="#e1ad5b" stroke="#b57a2c" stroke-width="2"/>`;
    out +=
      `<ellipse cx="${fmt(x + 2)}" cy="${fmt(y - 2)}" rx="9" ry="7" fill="#6e4a1f"/>` +
      specks(random, 6, 3, 2, ["#f1d38a"], x + 2, y - 2) +
      shine(x - 8, y - 9, 8, 5);
  }
  return out + katori(-14, 0, 22, "#6aa84f", specks(random, 12, 10, 1.6, ["#2e7d32", "#f1f8e9"]));
};

const DRINK_COLOURS: readonly (readonly [readonly string[], string])[] = [
  [["mango"], "#f6b93b"],
  [["rose", "strawberry"], "#f48fb1"],
  [["badam"], "#f3d98a"],
  [["coffee", "chocolate", "cookie"], "#8d5a3b"],
  [["watermelon"], "#e84a5f"],
  [["pomegranate"], "#b3183e"],
  [["sugarcane"], "#c5d86d"],
  [["mosambi"], "#f7e07e"],
  [["banana"], "#f5e6a8"],
  [["jeera"], "#c9a46a"],
  [["lime", "lemon", "soda", "cooler"], "#e5f3b8"],
  [["lassi", "majjiga", "chaas", "buttermilk", "milk"], "#f8f4e6"],
];

/** A tall glass of a cool drink (side view). */
export const paintDrink: DishPainter = (random, name) => {
  if (has(name, "filter coffee")) return paintFilterCoffee(random, name);
  if (has(name, "goli")) return paintGoliSoda(random, name);
  if (has(name, "coconut", "kobbari")) return paintCoconut(random, name);
  const colour = DRINK_COLOURS.find(([words]) => has(name, ...words))?.[1] ?? "#f2c14e";
  const fizzy = has(name, "soda", "lime", "lemon", "cooler");
  const milky = has(name, "lassi", "shake", "milk", "coffee", "majjiga", "chaas");
  let out = groundShadow(70);
  out += `<path d="M-52 -110 L52 -110 L42 96 Q42 100 38 100 L-38 100 Q-42 100 -42 96 Z" fill="#eaf6f6" fill-opacity="0.45" stroke="#ffffff" stroke-opacity="0.8" stroke-width="3"/>`;
  out += `<path d="M-49 -78 L49 -78 L40 94 L-40 94 Z" fill="${colour}"/>`;
  out += `<path d="M-49 -78 L49 -78 L40 94 L-40 94 Z" fill="url(#g-glass)"/>`;
  if (milky) out += `<path d="M-50 -78 q12 -16 25 -4 q12 -14 25 -2 q12 -14 25 -2 q12 -12 24 8 Z" fill="${shade(colour, 8)}"/>`;
  if (has(name, "cookie", "chocolate")) out += specks(random, 30, 18, 4, ["#3e2723"], 0, -80);
  if (fizzy || has(name, "juice", "cooler")) {
    for (let i = 0; i < 4; i++)
      out += `<rect x="${fmt(random.range(-40, 14))}" y="${fmt(random.range(-70, 30))}" width="26" height="26" rx="5" fill="#ffffff" fill-opacity="0.35" stroke="#ffffff" stroke-opacity="0.6" transform="rotate(${fmt(random.range(-20, 20))})"/>`;
  }
  if (fizzy) out += specks(random, 36, 26, 2.2, ["#ffffff"], 0, 10);
  if (has(name, "majjiga", "chaas", "buttermilk")) out += specks(random, 34, 22, 2.2, ["#4caf50", "#2e7d32"], 0, -30);
  if (has(name, "badam")) out += specks(random, 30, 10, 3, ["#e0b97a"], 0, -84);
  out += `<rect x="14" y="-150" width="9" height="120" rx="4" fill="#ef5350" transform="rotate(14 18 -90)"/><rect x="14" y="-150" width="9" height="120" rx="4" fill="url(#g-glass)" transform="rotate(14 18 -90)"/>`;
  if (has(name, "lime", "lemon", "soda", "mosambi", "cooler", "sugarcane")) out += lemon(-44, -104, 20, 200);
  if (has(name, "mint", "cooler", "chaas", "watermelon")) out += leaf(-24, -96, 22, -40, "#43a047") + leaf(-16, -92, 20, -110, "#2e7d32");
  return out + `<rect x="-42" y="-100" width="10" height="180" rx="5" fill="#fff" fill-opacity="0.35"/>`;
};

const paintFilterCoffee: DishPainter = () => {
  let out = groundShadow(110);
  out += `<path d="M-100 70 L100 70 L88 100 L-88 100 Z" fill="url(#g-steel)" stroke="#8f979e" stroke-width="2"/><ellipse cx="0" cy="70" rx="100" ry="12" fill="#dfe3e6"/><ellipse cx="0" cy="70" rx="80" ry="8" fill="#8a5a3b"/>`;
  out += `<path d="M-46 -80 L46 -80 L40 64 L-40 64 Z" fill="url(#g-steel)" stroke="#8f979e" stroke-width="2"/><ellipse cx="0" cy="-80" rx="46" ry="10" fill="#e6e9eb"/><ellipse cx="0" cy="-80" rx="40" ry="7" fill="#c89f7a"/>`;
  out += `<path d="M-30 -84 q8 -8 16 0 q8 -8 16 0 q8 -8 16 0" stroke="#f1dcc2" stroke-width="4" fill="none"/>`;
  return (
    out +
    `<path d="M-20 -100 q-12 -20 0 -40 q12 -20 0 -40 M14 -100 q-12 -20 0 -40" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4" fill="none"/>`
  );
};

const paintGoliSoda: DishPainter = (random) => {
  let out = groundShadow(50);
  out += `<path d="M-40 100 L-40 -10 Q-40 -30 -20 -44 L-16 -70 Q-22 -80 -16 -90 L-14 -120 L14 -120 L16 -90 Q22 -80 16 -70 L20 -44 Q40 -30 40 -10 L40 100 Z" fill="#9fd8c8" fill-opacity="0.75" stroke="#5ea99a" stroke-width="3"/>`;
  out += `<path d="M-36 -4 L36 -4 L36 96 L-36 96 Z" fill="#e8f7d0" fill-opacity="0.8"/>` + specks(random, 30, 22, 2, ["#ffffff"], 0, 40);
  return out + `<circle cx="0" cy="-84" r="11" fill="#dff3ff" stroke="#7fb8cc" stroke-width="2"/>` + shine(-20, 10, 8, 60);
};

const paintCoconut: DishPainter = () => {
  let out = groundShadow(90);
  out += `<path d="M-80 40 Q-90 -50 -20 -86 L20 -86 Q90 -50 80 40 Q60 100 0 100 Q-60 100 -80 40 Z" fill="#6aa83e" stroke="#3f7a23" stroke-width="3"/>`;
  out += `<ellipse cx="0" cy="-84" rx="22" ry="7" fill="#f4f1de" stroke="#c8c3a0" stroke-width="2"/>`;
  out += `<rect x="2" y="-150" width="9" height="80" rx="4" fill="#fdd835" transform="rotate(18 6 -100)"/>`;
  return out + shine(-40, -20, 24, 50);
};

/** Falooda: layers in a tall glass with a scoop on top. */
export const paintFalooda: DishPainter = (random, name) => {
  let out = groundShadow(70);
  out += `<path d="M-50 -100 L50 -100 L40 96 Q40 100 36 100 L-36 100 Q-40 100 -40 96 Z" fill="#fce4ec" fill-opacity="0.5" stroke="#ffffff" stroke-width="3"/>`;
  out += `<path d="M-41 60 L41 60 L40 94 L-40 94 Z" fill="#c2185b"/><path d="M-44 0 L44 0 L41 60 L-41 60 Z" fill="#f8bbd0"/><path d="M-47 -60 L47 -60 L44 0 L-44 0 Z" fill="#fff0f5"/>`;
  for (let i = 0; i < 10; i++)
    out += `<path d="M${fmt(random.range(-36, 20))} ${fmt(random.range(4, 56))} q8 -6 16 0 t16 0" stroke="#fffde7" stroke-width="2.4" fill="none"/>`;
  out += specks(random, 34, 40, 1.8, ["#212121"], 0, -30);
  for (let i = 0; i < 4; i++)
    out += `<rect x="${fmt(random.range(-36, 20))}" y="${fmt(random.range(-50, -10))}" width="12" height="12" rx="2" fill="${random.pick(["#66bb6a", "#ef5350", "#ffca28"])}"/>`;
  out +=
    `<circle cx="0" cy="-92" r="34" fill="${has(name, "kulfi") ? "#f5d36b" : "#fff6e0"}"/>` +
    specks(random, 26, 14, 2.6, ["#8bc34a", "#e0b97a"], 0, -98);
  out += `<circle cx="6" cy="-128" r="8" fill="#d32f2f"/>`;
  return out + `<rect x="-42" y="-94" width="9" height="180" rx="4" fill="#fff" fill-opacity="0.35"/>`;
};

const SCOOP_COLOURS: readonly (readonly [readonly string[], string])[] = [
  [["butterscotch"], "#f0c16a"],
  [["chocolate", "fudge", "brownie"], "#6b3e26"],
  [["mango"], "#ffb300"],
  [["coconut"], "#f6f3ea"],
  [["kesar", "pista", "kulfi"], "#f5d36b"],
];

const scoop = (x: number, y: number, r: number, colour: string) =>
  `<path d="M${fmt(x - r)} ${fmt(y)} A${fmt(r)} ${fmt(r)} 0 0 1 ${fmt(x + r)} ${fmt(y)} q${fmt(-r * 0.25)} ${fmt(r * 0.35)} ${fmt(-r * 0.5)} ${fmt(r * 0.1)} q${fmt(-r * 0.3)} ${fmt(r * 0.4)} ${fmt(-r * 0.6)} 0 q${fmt(-r * 0.3)} ${fmt(r * 0.3)} ${fmt(-r * 0.9)} ${fmt(-r * 0.1)} Z" fill="${colour}" stroke="${shade(colour, -12)}" stroke-width="2"/>${shine(x - r * 0.35, y - r * 0.45, r * 0.35, r * 0.22)}`;

/** Ice creams: a cone, a kulfi on a stick, a sundae glass or scoops in a bowl. */
export const paintIceCream: DishPainter = (random, name) => {
  const colour = SCOOP_COLOURS.find(([words]) => has(name, ...words))?.[1] ?? "#fff3d6";
  let out = groundShadow(80);
  if (has(name, "cone")) {
    out += `<path d="M-48 -20 L48 -20 L0 100 Z" fill="url(#g-cone)" stroke="#9c6322" stroke-width="2"/>`;
    for (let i = -3; i <= 3; i++)
      out += `<path d="M${i * 16 - 8} -20 L${i * 8 + 30} 40 M${i * 16 + 8} -20 L${i * 8 - 30} 40" stroke="#9c6322" stroke-opacity="0.5" stroke-width="2"/>`;
    return out + scoop(0, -30, 54, colour) + specks(random, 40, 26, 2.6, ["#e53935", "#43a047", "#fdd835", "#1e88e5"], 0, -52);
  }
  if (has(name, "kulfi")) {
    out += `<rect x="-8" y="40" width="16" height="64" rx="4" fill="#d7b98e"/>`;
    out += `<path d="M-40 46 L-34 -80 Q0 -112 34 -80 L40 46 Q0 58 -40 46 Z" fill="${colour}" stroke="${shade(colour, -12)}" stroke-width="2"/>`;
    return out + specks(random, 30, 26, 3, ["#7cb342", "#c0ca33"], 0, -20) + shine(-16, -60, 10, 40);
  }
  if (has(name, "sundae", "death")) {
    out += `<path d="M-54 -60 L54 -60 L30 40 L8 50 L8 90 L36 100 L-36 100 L-8 90 L-8 50 L-30 40 Z" fill="#fff" fill-opacity="0.35" stroke="#fff" stroke-width="3"/>`;
    out += `<path d="M-50 -50 L50 -50 L28 36 L-28 36 Z" fill="#6b3e26"/><path d="M-46 -24 L46 -24 L36 10 L-36 10 Z" fill="#fff3d6"/>`;
    out += scoop(-18, -64, 32, has(name, "death") ? "#6b3e26" : "#fff3d6") + scoop(20, -62, 30, "#fff3d6");
    out += `<path d="M-40 -80 q10 12 20 0 t20 0 t20 0 t20 0" stroke="#4e2a14" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    return (
      out +
      specks(random, 30, 18, 3, ["#c8a165", "#f5f5f5"], 0, -86) +
      `<circle cx="4" cy="-106" r="10" fill="#d32f2f"/><path d="M4 -114 q6 -16 18 -20" stroke="#2e7d32" stroke-width="2.5" fill="none"/>`
    );
  }
  if (has(name, "brownie")) {
    out =
      plate("white", 100) +
      `<rect x="-56" y="-30" width="80" height="64" rx="6" fill="#4e2a14" stroke="#2d170a" stroke-width="2"/>` +
      specks(random, 30, 14, 3, ["#3a1e0d", "#7b4a2a"], -16, 2);
    return out + scoop(40, 0, 34, "#fff3d6") + `<path d="M-50 -10 q20 12 40 0 t40 0" stroke="#3a1e0d" stroke-width="5" fill="none"/>`;
  }
  out += `<path d="M-80 10 Q-80 80 0 86 Q80 80 80 10 Z" fill="#f8bbd0" stroke="#e91e63" stroke-width="2"/><rect x="-20" y="84" width="40" height="14" rx="4" fill="#f48fb1"/>`;
  out += scoop(-30, 6, 40, colour) + scoop(30, 6, 40, colour);
  return (
    out +
    `<rect x="-6" y="-80" width="14" height="70" rx="3" fill="#e8b86b" transform="rotate(20)"/>` +
    specks(random, 40, 16, 2.4, ["#e53935", "#43a047", "#fdd835"], 0, -16)
  );
};

/** Cakes and pastries (side view) and baked breads. */
export const paintCake: DishPainter = (random, name) => {
  if (has(name, "garlic bread")) {
    let out = plate("white", 100);
    for (let i = 0; i < 4; i++) {
      out += `<g transform="translate(${-48 + i * 30} ${-10 + i * 8}) rotate(-25)"><rect x="-22" y="-40" width="44" height="80" rx="12" fill="#c98a3e"/><rect x="-17" y="-35" width="34" height="70" rx="9" fill="#f4d27a"/>${specks(random, 16, 12, 2, ["#388e3c", "#f7f1da"])}</g>`;
    }
    return out;
  }
  if (has(name, "lava")) {
    return (
      plate("white", 100) +
      `<circle cx="4" cy="6" r="56" fill="#000" fill-opacity="0.18"/><circle r="54" fill="#5a321b"/><circle r="40" fill="#6e3f23"/>` +
      `<path d="M-4 -6 Q18 10 40 46 Q60 70 30 74 Q4 72 8 40 Q6 20 -4 -6 Z" fill="#2d170a"/>` +
      specks(random, 46, 60, 1.6, ["#fdfdfd", "#f2efe9"], -8, -6) +
      leaf(-30, -40, 18, -30, "#43a047") +
      `<circle cx="-40" cy="-28" r="7" fill="#c62828"/>`
    );
  }
  const pastry = has(name, "pastry");
  const sponge = has(name, "black forest", "chocolate") ? "#5b3420" : "#f3d58c";
  const cream = "#fffaf0";
  const w = pastry ? 70 : 100;
  let out = groundShadow(w + 20);
  out += `<rect x="${-w}" y="-20" width="${w * 2}" height="116" rx="8" fill="${cream}"/>`;
  for (let i = 0; i < 3; i++) out += `<rect x="${-w + 4}" y="${-8 + i * 36}" width="${w * 2 - 8}" height="22" fill="${sponge}"/>`;
  out += `<ellipse cx="0" cy="-20" rx="${w}" ry="${pastry ? 10 : 22}" fill="${cream}"/>`;
  if (has(name, "pineapple"))
    out += `<rect x="${-w + 4}" y="-8" width="${w * 2 - 8}" height="10" fill="#f9d64a"/>` + specks(random, 40, 10, 5, ["#fbc02d"], 0, -24);
  for (let i = 0; i < (pastry ? 3 : 6); i++) {
    const x = -w + 20 + (i * (w * 2 - 40)) / Math.max(1, (pastry ? 3 : 6) - 1);
    out += `<circle cx="${fmt(x)}" cy="-30" r="11" fill="${cream}" stroke="#eee2c8"/><circle cx="${fmt(x)}" cy="-44" r="8" fill="#c62828"/>`;
  }
  if (has(name, "black forest")) out += specks(random, w * 0.7, 30, 2.6, ["#3e2110"], 0, -18);
  return out + `<rect x="${-w}" y="-20" width="18" height="116" fill="#fff" fill-opacity="0.25"/>`;
};

/** Indian sweets, biscuits and puffs arranged on a plate. */
export const paintSweets: DishPainter = (random, name) => {
  let out = plate(has(name, "pootharekulu", "kaja", "ariselu") ? "leaf" : "white", 100);
  if (has(name, "pootharekulu")) {
    for (let i = 0; i < 4; i++) {
      const y = -54 + i * 34;
      out += `<g transform="translate(${fmt(random.range(-6, 6))} ${y}) rotate(-8)"><rect x="-78" y="-15" width="156" height="30" rx="15" fill="#f6efe0" stroke="#e2d3b5" stroke-width="2"/>`;
      for (let j = 0; j < 9; j++) out += `<path d="M${-66 + j * 16} -13 q4 13 0 26" stroke="#e8dbbf" stroke-width="1.6" fill="none"/>`;
      out += has(name, "dry fruit")
        ? specks(random, 40, 10, 3.5, ["#c8a165", "#8bc34a", "#a0522d"])
        : specks(random, 60, 24, 1.4, ["#ffffff"]);
      out += `</g>`;
    }
    return out;
  }
  if (has(name, "jamun", "double ka meetha", "phirni")) {
    out = plate(has(name, "phirni") ? "clay" : "steel", 96);
    const syrup = has(name, "phirni") ? "#f7f0dc" : has(name, "double") ? "#e0a15a" : "#d9912c";
    out += `<circle r="72" fill="${syrup}"/>`;
    if (has(name, "jamun"))
      for (const [x, y] of [
        [-22, -8],
        [24, 8],
      ] as const)
        out += `<circle cx="${x}" cy="${y}" r="28" fill="#5d2a12"/>${shine(x - 8, y - 10, 12, 7)}`;
    if (has(name, "double")) out += chunks(random, 6, 40, 16, "#b9651f");
    return out + specks(random, 50, 18, 3, ["#8bc34a", "#c8a165", "#e8c68e"]);
  }
  const kind = has(name, "kaja")
    ? "kaja"
    : has(name, "mysore")
      ? "square"
      : has(name, "sunnundalu", "laddu")
        ? "ball"
        : has(name, "puff", "dilpasand")
          ? "puff"
          : "disc";
  const colour =
    kind === "kaja"
      ? "#e0a040"
      : kind === "square"
        ? "#e9b63a"
        : kind === "ball"
          ? "#b9864a"
          : kind === "puff"
            ? "#dba255"
            : has(name, "ariselu")
              ? "#8d4e1f"
              : has(name, "osmania")
                ? "#e7c27d"
                : "#e3cf9a";
  const spots = [
    [-40, -30],
    [20, -40],
    [-30, 30],
    [34, 24],
    [0, -4],
  ] as const;
  for (const [x, y] of spots) {
    out += `<g transform="translate(${x} ${y}) rotate(${fmt(random.range(-30, 30))})">`;
    if (kind === "kaja")
      out +=
        `<rect x="-28" y="-15" width="56" height="30" rx="13" fill="${colour}"/>` +
        [-8, 0, 8].map((dy) => `<path d="M-24 ${dy} h48" stroke="#b9741f" stroke-width="1.6"/>`).join("") +
        shine(-8, -6, 16, 6);
    else if (kind === "square")
      out += `<rect x="-24" y="-24" width="48" height="48" rx="4" fill="${colour}"/>` + specks(random, 18, 14, 2, ["#c78f1a"]);
    else if (kind === "ball")
      out += `<circle r="25" fill="${colour}"/>` + specks(random, 20, 20, 1.6, ["#8a5a2a", "#e0bd86"]) + shine(-8, -9, 10, 6);
    else if (kind === "puff")
      out +=
        `<path d="M-30 -22 L30 -22 L30 22 L-30 22 Z" fill="${colour}" stroke="#b57a2c" stroke-width="2"/>` +
        [-14, -6, 2].map((dy) => `<path d="M-30 ${dy} h60" stroke="#f2c983" stroke-width="2"/>`).join("") +
        shine(-8, -14, 16, 5);
    else
      out +=
        `<circle r="27" fill="${colour}" stroke="${shade(colour, -12)}" stroke-width="2"/>` +
        specks(random, 20, 14, 1.8, has(name, "ariselu") ? ["#fff8e1"] : [shade(colour, -25), "#2e7d32"]);
    out += `</g>`;
  }
  if (has(name, "samosa")) out += katori(70, 60, 16, "#4caf50");
  return out;
};
