import { en } from "./en";
import { LANGUAGES } from "./language";
import { te } from "./te";
import { textsIn } from "./texts";

/** Stands in for every value a text takes, so a text that drops or invents one shows. */
const MARKED_VALUES = new Proxy({}, { get: (_target, key) => (typeof key === "string" ? `⟦${key}⟧` : undefined) });
const markersIn = (text: string) => (text.match(/⟦\w+⟧/g) ?? []).sort();
const TELUGU_LETTER = /[\u0C00-\u0C7F]/;

type Leaf = string | ((values: never) => string);
type Tree = { [key: string]: Leaf | Tree };

/** Every text as [path, English, Telugu], the Telugu one undefined where it is missing. */
function pairs(english: Tree, telugu: Tree | undefined, path = ""): Array<[string, Leaf, unknown]> {
  return Object.entries(english).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    const other = telugu?.[key];
    if (typeof value === "object") return pairs(value, typeof other === "object" ? other : undefined, at);
    return [[at, value, other] as [string, Leaf, unknown]];
  });
}

const keysOf = (tree: Tree, path = ""): string[] =>
  Object.entries(tree)
    .flatMap(([key, value]) => (typeof value === "object" ? keysOf(value, `${path}${key}.`) : [`${path}${key}`]))
    .sort();

const render = (text: unknown): string =>
  typeof text === "function" ? (text as (values: unknown) => string)(MARKED_VALUES) : String(text);

const allPairs = pairs(en, te);

describe("the e-mail and push catalogues", () => {
  it("have the same keys in English and Telugu", () => {
    expect(keysOf(te)).toEqual(keysOf(en));
  });

  it.each(allPairs)("%s: Telugu text, not empty, not the English one", (_path, english, telugu) => {
    expect(typeof telugu).toBe(typeof english);
    const written = render(telugu).trim();
    expect(written).not.toBe("");
    expect(written).toMatch(TELUGU_LETTER);
    expect(written).not.toBe(render(english).trim());
  });

  it.each(allPairs)("%s: the Telugu text uses exactly the values the English one does", (_path, english, telugu) => {
    expect(markersIn(render(telugu))).toEqual(markersIn(render(english)));
  });

  it.each(allPairs)("%s: holds no HTML markup (mails put the texts into HTML as they are)", (_path, english, telugu) => {
    for (const text of [render(english), render(telugu)]) expect(text).not.toMatch(/[<>&"]/);
  });

  it("gives each language its own catalogue", () => {
    expect(LANGUAGES.map((language) => textsIn(language))).toEqual([en, te]);
  });
});
