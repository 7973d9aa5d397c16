import { CombinedGraphQLErrors } from "@apollo/client";
import i18next from "i18next";
import { apiErrors as en } from "../i18n/en/api-errors";
import { apiErrors as te } from "../i18n/te/api-errors";
import { staffApiErrors as enStaff } from "../i18n/en/staff-errors";
import { staffApiErrors as teStaff } from "../i18n/te/staff-errors";
import { authApiErrors as enAuth } from "../i18n/en/auth-errors";
import { authApiErrors as teAuth } from "../i18n/te/auth-errors";
import { checkoutApiErrors as enCheckout } from "../i18n/en/checkout-errors";
import { checkoutApiErrors as teCheckout } from "../i18n/te/checkout-errors";
import { errorText, formFieldErrors, type TextSource } from "./error-text";

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

async function textsIn(language: "en" | "te"): Promise<TextSource> {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { en: { translation: { apiErrors: en } }, te: { translation: { apiErrors: te } } },
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return instance as unknown as TextSource;
}

/** The same texts after a page has loaded its part, which adds its error texts (deep), as the app's loader does. */
async function textsWithPart(language: "en" | "te", part: "auth" | "checkout" | "staff"): Promise<TextSource> {
  const texts = await textsIn(language);
  const added = { auth: { en: enAuth, te: teAuth }, checkout: { en: enCheckout, te: teCheckout }, staff: { en: enStaff, te: teStaff } }[
    part
  ][language];
  (texts as unknown as { addResourceBundle: (...args: unknown[]) => void }).addResourceBundle(
    language,
    "translation",
    { apiErrors: added },
    true,
    false,
  );
  return texts;
}

const FALLBACK = "Could not save. Check your connection.";

describe("errorText", () => {
  let english: TextSource;
  let telugu: TextSource;
  beforeAll(async () => {
    [english, telugu] = await Promise.all([textsIn("en"), textsIn("te")]);
  });

  it("says the client's text for a known code, never the server's English", () => {
    const error = graphQLError("E2E Kitchen is closed right now. Please order when it opens.", {
      code: "RESTAURANT_CLOSED",
      restaurantId: "r1",
    });
    expect(errorText(english, error, FALLBACK)).toBe(en.codes.RESTAURANT_CLOSED);
    expect(errorText(telugu, error, FALLBACK)).toBe(te.codes.RESTAURANT_CLOSED);
  });

  it("keeps the texts the spec and the e2e tests quote", async () => {
    expect(errorText(await textsWithPart("en", "checkout"), graphQLError("x", { code: "ADDRESS_LIMIT_REACHED" }), FALLBACK)).toBe(
      "You can add only 2 addresses",
    );
    expect(errorText(await textsWithPart("en", "auth"), graphQLError("x", { code: "INVALID_CREDENTIALS" }), FALLBACK)).toBe(
      "Incorrect email or password.",
    );
  });

  it("shows the screen's own text when no code came back (a network failure)", () => {
    expect(errorText(telugu, new TypeError("Failed to fetch"), FALLBACK)).toBe(FALLBACK);
  });

  it("shows the server's message only for a code the client does not know, else the screen's text", () => {
    expect(errorText(telugu, graphQLError("Your plan has expired.", { code: "PLAN_EXPIRED" }), FALLBACK)).toBe("Your plan has expired.");
    expect(errorText(telugu, graphQLError(" ", { code: "PLAN_EXPIRED" }), FALLBACK)).toBe(FALLBACK);
    expect(errorText(english, graphQLError("Odd key", { code: "apiErrors:codes" }), FALLBACK)).toBe("Odd key");
  });

  it("names the first refused field the catalogue knows, else says the details need a look", () => {
    const phone = graphQLError("Enter Valid Phone Number", {
      code: "BAD_USER_INPUT",
      fields: [
        { field: "keys.auth", messages: ["bad"] },
        { field: "phone", messages: ["Enter Valid Phone Number"] },
      ],
    });
    expect(errorText(telugu, phone, FALLBACK)).toBe(te.fields.phone);
    const machine = graphQLError("Limit must be 1 to 50", {
      code: "BAD_USER_INPUT",
      fields: [{ field: "limit", messages: ["Limit must be 1 to 50"] }],
    });
    expect(errorText(english, machine, FALLBACK)).toBe(en.codes.BAD_USER_INPUT);
    expect(errorText(english, graphQLError("Please give a reason", { code: "BAD_USER_INPUT" }), FALLBACK)).toBe(en.codes.BAD_USER_INPUT);
  });

  it("says how long to wait when the answer tells, in the reader's language", () => {
    expect(errorText(english, graphQLError("x", { code: "RATE_LIMITED", retryAfterSeconds: 90 }), FALLBACK)).toBe(
      "Too many attempts. Please try again in 2 minutes.",
    );
    expect(errorText(english, graphQLError("x", { code: "RATE_LIMITED", retryAfterSeconds: 1 }), FALLBACK)).toBe(
      "Too many attempts. Please try again in 1 second.",
    );
    const telugu90 = errorText(telugu, graphQLError("x", { code: "RATE_LIMITED", retryAfterSeconds: 90 }), FALLBACK);
    expect(telugu90).toMatch(/^చాలాసార్లు ప్రయత్నించారు\. 2 \S+ తర్వాత/);
    expect(telugu90).not.toMatch(/minute/);
    expect(errorText(english, graphQLError("x", { code: "RATE_LIMITED" }), FALLBACK)).toBe(en.codes.RATE_LIMITED);
  });

  it("names the restaurant a cart holds when the answer does", () => {
    const named = graphQLError("x", { code: "CART_RESTAURANT_CONFLICT", currentRestaurantName: "Sri Sai Tiffins" });
    expect(errorText(english, named, FALLBACK)).toBe("Your cart has items from Sri Sai Tiffins.");
    expect(errorText(telugu, named, FALLBACK)).toBe("మీ కార్ట్‌లో Sri Sai Tiffins ఐటమ్స్ ఉన్నాయి.");
    expect(errorText(english, graphQLError("x", { code: "CART_RESTAURANT_CONFLICT" }), FALLBACK)).toBe(en.codes.CART_RESTAURANT_CONFLICT);
  });

  it("names the option group a refused choice belongs to, in the reader's language", () => {
    const required = graphQLError("Choose a Portion", { code: "OPTION_REQUIRED", groupName: "Portion", minChoices: 1 });
    expect(errorText(english, required, FALLBACK)).toBe("Please choose Portion first.");
    expect(errorText(telugu, required, FALLBACK)).toBe("ముందుగా Portion ఎంచుకోండి.");
    const tooMany = graphQLError("x", { code: "TOO_MANY_OPTIONS", groupName: "Extras", maxChoices: 2 });
    expect(errorText(english, tooMany, FALLBACK)).toBe("You can choose at most 2 in Extras.");
    const over = graphQLError("x", { code: "OPTION_UNAVAILABLE", groupName: "Extras", optionId: "o1" });
    expect(errorText(english, over, FALLBACK)).toBe("Your choice in Extras is sold out now. Please choose another.");
    // An option removed since names no group: the code's plain text.
    expect(errorText(english, graphQLError("x", { code: "OPTION_UNAVAILABLE", optionIds: ["o1"] }), FALLBACK)).toBe(
      en.codes.OPTION_UNAVAILABLE,
    );
    expect(errorText(english, graphQLError("x", { code: "TOO_MANY_OPTIONS", groupName: "Extras" }), FALLBACK)).toBe(
      en.codes.TOO_MANY_OPTIONS,
    );
  });
});

describe("formFieldErrors", () => {
  it("puts the client's text on each form field the server refused, the generic one where it has none", async () => {
    const texts = await textsWithPart("te", "checkout");
    const error = graphQLError("Enter a valid 6-digit pincode", {
      code: "BAD_USER_INPUT",
      fields: [
        { field: "pincode", messages: ["Enter a valid 6-digit pincode"] },
        { field: "isOpen", messages: ["isOpen must be true or false"] },
        { field: "endpoint", messages: ["not on this form"] },
      ],
    });
    expect(formFieldErrors(texts, error, ["address", "pincode", "isOpen"])).toEqual([
      { name: "pincode", errors: [teCheckout.fields.pincode] },
      { name: "isOpen", errors: [te.codes.BAD_USER_INPUT] },
    ]);
    expect(
      formFieldErrors(texts, graphQLError("x", { code: "FORBIDDEN", fields: [{ field: "pincode", messages: ["x"] }] }), ["pincode"]),
    ).toEqual([]);
  });
});

describe("the staff's error texts", () => {
  it("come with the staff's pages: before, a rider's code reads as the server said; after, in the reader's language", async () => {
    const refused = graphQLError("This rider is off shift.", { code: "RIDER_OFF_SHIFT" });
    expect(errorText(await textsIn("te"), refused, FALLBACK)).toBe("This rider is off shift.");
    expect(errorText(await textsWithPart("te", "staff"), refused, FALLBACK)).toBe(teStaff.codes.RIDER_OFF_SHIFT);
    expect(errorText(await textsWithPart("en", "staff"), refused, FALLBACK)).toBe(enStaff.codes.RIDER_OFF_SHIFT);
  });
});

describe("a form's own field texts", () => {
  it("replace the shared text of a field another form means otherwise, in the toast and on the field", async () => {
    const texts = await textsWithPart("te", "staff");
    const own = { url: "apiErrors.codes.BAD_USER_INPUT" };
    const refused = graphQLError("The webhook's URL must start with https://", {
      code: "BAD_USER_INPUT",
      fields: [{ field: "url", messages: ["The webhook's URL must start with https://"] }],
    });
    expect(errorText(texts, refused, FALLBACK)).toBe(teStaff.fields.url);
    expect(errorText(texts, refused, FALLBACK, own)).toBe(te.codes.BAD_USER_INPUT);
    expect(formFieldErrors(texts, refused, ["url", "events"], own)).toEqual([{ name: "url", errors: [te.codes.BAD_USER_INPUT] }]);
  });
});
