import { en } from "./en";
import { enAdmin } from "./en-admin";
import { enCustomer } from "./en-customer";
import { enKitchen } from "./en-kitchen";
import { enPublic } from "./en-public";
import { enRider } from "./en-rider";
import { te } from "./te";
import { teAdmin } from "./te-admin";
import { teCustomer } from "./te-customer";
import { teKitchen } from "./te-kitchen";
import { tePublic } from "./te-public";
import { teRider } from "./te-rider";

/**
 * The Telugu catalogue against the English one, part by part: the same keys both ways (plural
 * suffixes included), no empty text, no text left in English, the same {{placeholders}} and the
 * same <tags> (the `Trans` components), so nothing on a Telugu screen falls back to English or
 * loses a value. The TypeScript types only check the English keys exist; this also catches an
 * extra Telugu key (a typo, a stale key), and English copied over untranslated.
 */

type Texts = { readonly [key: string]: string | Texts };

/**
 * Keys whose Telugu text may equal the English one (and need no Telugu letter), per part.
 * Anything else equal to the English text, or without a Telugu letter, is an untranslated string.
 */
const SAME_IN_BOTH: Record<string, readonly string[]> = {
  main: [
    // The brand, written as its logo is.
    "app.name",
    // Only a placeholder and the brand.
    "app.pageTitle",
    // A number or a sign, not words.
    "shop.cartCountOverflow",
    // Only placeholders and punctuation.
    "menu.hoursRange",
    "listing.fallback.townOption",
    // Each language is named in its own script, in every language (the language switch).
    "language.en",
    "language.te",
  ],
  customer: [
    // A number or a sign, not words.
    "liveOrders.adminFeed.newOrdersOverflow",
    // Only placeholders and punctuation.
    "account.orderNumber",
    "address.cityLine",
    // The invoice's legal word and the paper's size stay as the law and the printer write them.
    "invoice.gstin",
    "invoice.paperA4",
  ],
  public: [
    // A number, not words.
    "errors.notFoundCode",
    // Only placeholders and punctuation.
    "landing.testimonialBy",
    // The legal body texts stay English (the issue allows it; the pages say so in Telugu,
    // `legal.englishOnlyNote`). Their headings are translated.
    "legal.termsIntro",
    "legal.termsEligibilityText",
    "legal.termsOrdersText",
    "legal.termsDeliveryText",
    "legal.termsConductText",
    "legal.termsLiabilityText",
    "legal.termsChangesText",
    "legal.termsContactText",
    "legal.privacyIntro",
    "legal.privacyCollectText",
    "legal.privacyUseText",
    "legal.privacyShareText",
    "legal.privacyChildrenText",
    "legal.privacyRightsText",
    "legal.privacyCookiesText",
  ],
  admin: [
    // Only placeholders and punctuation.
    "statements.weekOf",
    "adminCatalogue.restaurants.hours",
    "adminCatalogue.banners.position",
    "adminOps.orders.orderNumber",
    // A path typed into the form, not words.
    "adminNotifications.urlPlaceholder",
    // The brand, as a notification preview shows the site's name.
    "adminNotifications.previewSite",
    // An example address typed into the form, and a dash for "nobody recorded".
    "adminStaff.emailPlaceholder",
    "adminStaff.unknownAdder",
    // Technical names partners use as they are: a web address's "URL", an example address, an HTTP status.
    "adminWebhooks.form.url",
    "adminWebhooks.form.urlPlaceholder",
    "adminWebhooks.deliveries.httpStatus",
  ],
  kitchen: [
    // Only placeholders and punctuation.
    "statements.weekOf",
    // Only placeholders and signs: the order number and a quantity ("2 ×"), the tab title's count.
    "kitchen.order.number",
    "kitchen.order.quantity",
    "kitchen.columns.withCount",
  ],
  rider: [
    // Only placeholders and signs: the order number and a quantity ("2 ×").
    "rider.order.number",
    "rider.order.quantity",
  ],
};

const PARTS: { name: string; english: Texts; telugu: Texts }[] = [
  { name: "main", english: en, telugu: te },
  { name: "public", english: enPublic, telugu: tePublic },
  { name: "customer", english: enCustomer, telugu: teCustomer },
  { name: "admin", english: enAdmin, telugu: teAdmin },
  { name: "kitchen", english: enKitchen, telugu: teKitchen },
  { name: "rider", english: enRider, telugu: teRider },
];

/** Any letter or sign of the Telugu block. */
const TELUGU_LETTER = /[\u0C00-\u0C7F]/;

/** Every text of a catalogue under its dotted key, e.g. "menu.itemCategory.tiffin". */
function flatten(texts: Texts, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat.set(path, value);
    else for (const [innerPath, text] of flatten(value, path)) flat.set(innerPath, text);
  }
  return flat;
}

/** The {{placeholders}} and <tags> of a text, sorted, so two texts can be compared. */
function slots(text: string): string[] {
  const placeholders = [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => `{{${match[1]}}}`);
  const tags = [...text.matchAll(/<\/?([A-Za-z0-9]+)\s*\/?>/g)].map((match) => match[0].replace(/\s/g, ""));
  return [...placeholders, ...tags].sort();
}

/** What is wrong with one part's Telugu, as readable lines (empty when all is well). */
function parityProblems(english: Texts, telugu: Texts, sameAllowed: readonly string[]): string[] {
  const englishTexts = flatten(english);
  const teluguTexts = flatten(telugu);
  const problems: string[] = [];
  for (const [key, englishText] of englishTexts) {
    const teluguText = teluguTexts.get(key);
    if (teluguText === undefined) {
      problems.push(`${key}: missing in Telugu`);
      continue;
    }
    if (teluguText.trim() === "") problems.push(`${key}: empty in Telugu`);
    else if (!sameAllowed.includes(key)) {
      if (teluguText === englishText) problems.push(`${key}: still English ("${englishText}")`);
      else if (!TELUGU_LETTER.test(teluguText)) problems.push(`${key}: no Telugu in it ("${teluguText}")`);
    }
    const englishSlots = slots(englishText).join(" ");
    const teluguSlots = slots(teluguText).join(" ");
    if (englishSlots !== teluguSlots)
      problems.push(`${key}: placeholders differ (English: ${englishSlots || "none"}; Telugu: ${teluguSlots || "none"})`);
  }
  for (const key of teluguTexts.keys()) {
    if (!englishTexts.has(key)) problems.push(`${key}: in Telugu but not in English`);
  }
  for (const key of sameAllowed) {
    if (!englishTexts.has(key)) problems.push(`${key}: allowed to stay English but no such key`);
  }
  return problems;
}

/** Plural texts ("key_one", "key_other") lacking a form that Telugu's plural rules pick. */
function missingPluralForms(telugu: Texts): string[] {
  const forms = new Intl.PluralRules("te").resolvedOptions().pluralCategories;
  const keys = [...flatten(telugu).keys()];
  const pluralBases = new Set(keys.flatMap((key) => /^(.*)_(zero|one|two|few|many|other)$/.exec(key)?.[1] ?? []));
  return [...pluralBases].flatMap((base) => forms.filter((form) => !keys.includes(`${base}_${form}`)).map((form) => `${base}_${form}`));
}

describe.each(PARTS)("the $name catalogue in Telugu", ({ name, english, telugu }) => {
  it("has every English key, no other, each translated with the same placeholders", () => {
    expect(parityProblems(english, telugu, SAME_IN_BOTH[name] ?? [])).toEqual([]);
  });

  it("has every plural form Telugu uses for each counted text", () => {
    expect(missingPluralForms(telugu)).toEqual([]);
  });
});

describe("parityProblems", () => {
  const english = { cart: { title: "Cart", items_one: "{{count}} item", items_other: "{{count}} items", brand: "Ruchi" } };
  const telugu = { cart: { title: "కార్ట్", items_one: "{{count}} ఐటమ్", items_other: "{{count}} ఐటమ్స్", brand: "Ruchi" } };

  it("accepts a complete translation whose names are allowed to stay", () => {
    expect(parityProblems(english, telugu, ["cart.brand"])).toEqual([]);
  });

  it("reports a missing key, an extra key, an empty text and an English text", () => {
    const broken = { cart: { title: "Cart", items_one: "", brand: "Ruchi", itemz_other: "{{count}} ఐటమ్స్" } };
    expect(parityProblems(english, broken, [])).toEqual([
      'cart.title: still English ("Cart")',
      "cart.items_one: empty in Telugu",
      "cart.items_one: placeholders differ (English: {{count}}; Telugu: none)",
      "cart.items_other: missing in Telugu",
      'cart.brand: still English ("Ruchi")',
      "cart.itemz_other: in Telugu but not in English",
    ]);
  });

  it("reports a text changed from the English one but still without Telugu", () => {
    expect(parityProblems({ title: "Cart" }, { title: "My Cart" }, [])).toEqual(['title: no Telugu in it ("My Cart")']);
  });

  it("reports a lost or renamed placeholder and a lost tag", () => {
    const english2 = { agree: "I agree to the <terms>Terms</terms>", hello: "Hey {{name}}" };
    const telugu2 = { agree: "నేను నిబంధనలకు అంగీకరిస్తున్నాను", hello: "హాయ్ {{userName}}" };
    expect(parityProblems(english2, telugu2, [])).toEqual([
      "agree: placeholders differ (English: </terms> <terms>; Telugu: none)",
      "hello: placeholders differ (English: {{name}}; Telugu: {{userName}})",
    ]);
  });

  it("names the plural forms Telugu needs that a counted text lacks", () => {
    expect(missingPluralForms({ cart: { items_other: "{{count}} ఐటమ్స్" }, menu: { count_one: "1", count_other: "2" } })).toEqual([
      "cart.items_one",
    ]);
  });

  it("reports an allowance for a key that does not exist", () => {
    expect(parityProblems(english, telugu, ["cart.brand", "cart.gone"])).toEqual(["cart.gone: allowed to stay English but no such key"]);
  });
});
