import { menuItemKey } from "./demo-images";

/** One choice of a demo dish; the extra price in whole rupees, as a menu card writes it. */
export interface DemoOption {
  name: string;
  extraPrice: number;
  /** Over for today ("egg is over"). */
  over?: true;
}

/** A group of choices: a portion (minChoices 1, maxChoices 1) or extras (minChoices 0). */
export interface DemoOptionGroup {
  name: string;
  minChoices: number;
  maxChoices: number;
  options: readonly DemoOption[];
}

/** Half or Full, as Andhra biryani houses sell them: the menu price is the half, a full adds `fullExtra`. */
const portion = (fullExtra: number): DemoOptionGroup => ({
  name: "Portion",
  minChoices: 1,
  maxChoices: 1,
  options: [
    { name: "Half", extraPrice: 0 },
    { name: "Full", extraPrice: fullExtra },
  ],
});

/** What a biryani comes with on request; the egg runs out first. */
const biryaniExtras = (eggOver = false): DemoOptionGroup => ({
  name: "Extras",
  minChoices: 0,
  maxChoices: 3,
  options: [
    { name: "Extra raita", extraPrice: 20 },
    { name: "Boiled egg", extraPrice: 15, ...(eggOver ? { over: true as const } : {}) },
    { name: "Extra salan", extraPrice: 25 },
  ],
});

/**
 * The demo dishes with choices (docs/architecture.md#cart), keyed as the pictures are
 * (restaurant slug / dish name). Only dishes that real kitchens sell this way: the biryanis.
 */
export const DEMO_MENU_OPTIONS: ReadonlyMap<string, readonly DemoOptionGroup[]> = new Map([
  [menuItemKey("bhimavaram-biryani-house", "Chicken Dum Biryani"), [portion(120), biryaniExtras()]],
  [menuItemKey("bhimavaram-biryani-house", "Mutton Dum Biryani"), [portion(180), biryaniExtras()]],
  [menuItemKey("bhimavaram-biryani-house", "Chicken Fry Piece Biryani"), [portion(130), biryaniExtras()]],
  [menuItemKey("bhimavaram-biryani-house", "Prawns Biryani"), [portion(160), biryaniExtras(true)]],
  [menuItemKey("bhimavaram-biryani-house", "Egg Biryani"), [portion(90)]],
  [menuItemKey("konaseema-fish-point", "Fish Biryani"), [portion(150), biryaniExtras()]],
  [menuItemKey("ulavacharu-dhaba", "Ulavacharu Chicken Biryani"), [portion(140), biryaniExtras()]],
]);
