import type { MenuCategory } from "../../modules/menu/menu-category";
import {
  paintBreads,
  paintCurry,
  paintDosa,
  paintFritters,
  paintFry,
  paintGrill,
  paintIdli,
  paintMeals,
  paintMound,
  paintNoodles,
  paintPizza,
  paintRice,
  type DishPainter,
} from "./dish-art-plated";
import {
  paintBurger,
  paintCake,
  paintDrink,
  paintFalooda,
  paintFries,
  paintIceCream,
  paintPaniPuri,
  paintSamosa,
  paintSandwich,
  paintSweets,
} from "./dish-art-snacks-and-sweets";
import { seededRandom } from "./seed-random";

/** "top": a plate seen from above, fills its box. "side": stands on a table line at y = 100. */
export type DishView = "top" | "side";

interface DishRule {
  words: readonly string[];
  painter: DishPainter;
  view: DishView;
}

/** First match wins, so the more specific words come first. */
const RULES: readonly DishRule[] = [
  { words: ["brownie"], painter: paintIceCream, view: "top" },
  { words: ["ice cream", "kulfi", "sundae", "death by chocolate"], painter: paintIceCream, view: "side" },
  { words: ["burger"], painter: paintBurger, view: "side" },
  { words: ["pizza"], painter: paintPizza, view: "top" },
  { words: ["fries"], painter: paintFries, view: "side" },
  { words: ["sandwich", "wrap", "roll"], painter: paintSandwich, view: "top" },
  { words: ["idli"], painter: paintIdli, view: "top" },
  { words: ["dosa", "pesarattu"], painter: paintDosa, view: "top" },
  {
    words: ["chaat", "bhel", "corn cup", "kothu", "kesari", "upma", "pongal", "pulihora", "sambar rice", "curd rice", "perugu"],
    painter: paintMound,
    view: "top",
  },
  { words: ["samosa"], painter: paintSamosa, view: "top" },
  { words: ["pani puri"], painter: paintPaniPuri, view: "top" },
  { words: ["noodles", "pasta", "pav bhaji"], painter: paintNoodles, view: "top" },
  { words: ["biryani", "pulao", "fried rice"], painter: paintRice, view: "top" },
  { words: ["meals", "thali", "annam"], painter: paintMeals, view: "top" },
  { words: ["vada", "garelu", "punugulu"], painter: paintFritters, view: "top" },
  { words: ["poori", "chapati", "naan", "roti", "paratha"], painter: paintBreads, view: "top" },
  { words: ["garlic bread", "lava"], painter: paintCake, view: "top" },
  { words: ["cake", "pastry"], painter: paintCake, view: "side" },
  {
    words: [
      "pootharekulu",
      "kaja",
      "ariselu",
      "sunnundalu",
      "laddu",
      "mysore pak",
      "jamun",
      "meetha",
      "phirni",
      "biscuit",
      "puff",
      "dilpasand",
      "chekkalu",
    ],
    painter: paintSweets,
    view: "top",
  },
  { words: ["tikka masala", "soup"], painter: paintCurry, view: "top" },
  { words: ["tandoori", "kebab", "tikka"], painter: paintGrill, view: "top" },
  {
    words: ["curry", "pulusu", "pappu", "dal", "masala", "iguru", "kura", "salan", "kurma", "ulavacharu", "pachadi"],
    painter: paintCurry,
    view: "top",
  },
];

/** Drinks go by category; any other dish no rule names gets its category's usual picture. */
const CATEGORY_FALLBACK: Readonly<Record<MenuCategory, DishRule>> = {
  tiffin: { words: [], painter: paintMound, view: "top" },
  meal: { words: [], painter: paintMeals, view: "top" },
  drink: { words: [], painter: paintDrink, view: "side" },
  fastFood: { words: [], painter: paintBurger, view: "side" },
  bakeryItem: { words: [], painter: paintSweets, view: "top" },
  starter: { words: [], painter: paintFry, view: "top" },
};

const FALOODA: DishRule = { words: ["falooda"], painter: paintFalooda, view: "side" };

function ruleFor(name: string, category: MenuCategory): DishRule {
  const lower = name.toLowerCase();
  if (category === "drink") return lower.includes("falooda") ? FALOODA : CATEGORY_FALLBACK.drink;
  return RULES.find((rule) => rule.words.some((word) => lower.includes(word))) ?? CATEGORY_FALLBACK[category];
}

export interface DishDrawing {
  /** SVG elements centred on (0, 0), about 240 units across. */
  svg: string;
  view: DishView;
}

/** The picture of a dish, chosen from its name and category; the same inputs draw the same picture. */
export function paintDish(name: string, category: MenuCategory, seed = name): DishDrawing {
  const rule = ruleFor(name, category);
  return { svg: rule.painter(seededRandom(seed), name.toLowerCase()), view: rule.view };
}
