import { CombinedGraphQLErrors } from "@apollo/client";
import i18next from "i18next";
import { couponsErrorCodes } from "../../../../backend/src/modules/coupons/coupons.errors";
import type { TextSource } from "../../common/error-text";
import { en } from "../../i18n/en";
import { enCustomer } from "../../i18n/en-customer";
import { te } from "../../i18n/te";
import { teCustomer } from "../../i18n/te-customer";
import { billErrorText, COUPON_REFUSALS, couponProblemText, placeOrderErrorText } from "./bill-error-text";

const refusal = (code: string, extensions: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: `server words for ${code}`, extensions: { code, ...extensions } }] });

/** The texts checkout reads: the main catalogue with the customer part merged in, as the app's loader does. */
async function textsIn(language: "en" | "te"): Promise<TextSource> {
  const instance = i18next.createInstance();
  await instance.init({ resources: { [language]: { translation: language === "en" ? en : te } }, lng: language, fallbackLng: false });
  instance.addResourceBundle(language, "translation", language === "en" ? enCustomer : teCustomer, true, false);
  return instance as unknown as TextSource;
}

describe("billErrorText", () => {
  let english: TextSource;
  let telugu: TextSource;
  beforeAll(async () => {
    english = await textsIn("en");
    telugu = await textsIn("te");
  });

  it("gives each coupon refusal its own text, never the server's words", () => {
    // Every refusal of a customer's coupon the backend declares (all but the admins' COUPON_CODE_TAKEN) is one of them.
    const declared = Object.keys(couponsErrorCodes).filter((code) => code !== "COUPON_CODE_TAKEN");
    expect([...COUPON_REFUSALS].sort()).toEqual(declared.sort());
    const codes = [...COUPON_REFUSALS];
    for (const texts of [english, telugu]) {
      const said = codes.map((code) => billErrorText(texts, refusal(code), "fallback"));
      expect(new Set(said).size).toBe(codes.length);
      for (const text of said) expect(text).not.toMatch(/server words|fallback/);
    }
    expect(billErrorText(english, refusal("COUPON_EXPIRED"), "fallback")).toBe("This coupon has expired.");
  });

  it("names the missing amount of a minimum not reached, in either language", () => {
    expect(billErrorText(english, refusal("COUPON_MIN_ORDER", { missing: 40 }), "x")).toBe(
      "Add ₹40.00 more to your order to use this coupon.",
    );
    expect(billErrorText(english, refusal("BELOW_MINIMUM_ORDER", { missing: 12.5, minimumOrder: 150 }), "x")).toBe(
      "Add ₹12.50 more to reach this restaurant's minimum order.",
    );
    expect(billErrorText(telugu, refusal("BELOW_MINIMUM_ORDER", { missing: 40 }), "x")).toContain("₹40.00");
  });

  it("falls back to the code's plain text when the amount is missing or not a positive number", () => {
    for (const missing of [undefined, "40", -5, 0, Number.NaN]) {
      expect(billErrorText(english, refusal("BELOW_MINIMUM_ORDER", { missing }), "x")).toBe(
        "Your order is below this restaurant's minimum order. Add more items.",
      );
    }
  });

  it("names a coupon's days in the reader's language, in the week's order", () => {
    expect(billErrorText(english, refusal("COUPON_NOT_TODAY", { weekdays: ["SUNDAY", "SATURDAY"] }), "x")).toBe(
      "This coupon can be used on Saturday, Sunday only.",
    );
    expect(billErrorText(telugu, refusal("COUPON_NOT_TODAY", { weekdays: ["SUNDAY"] }), "x")).toBe("ఈ కూపన్‌ను ఆదివారం మాత్రమే వాడవచ్చు.");
    expect(billErrorText(english, refusal("COUPON_NOT_TODAY", { weekdays: ["FUNDAY"] }), "x")).toBe("This coupon cannot be used today.");
  });

  it("uses a form's own text for a field a BAD_USER_INPUT names", () => {
    const badCode = refusal("BAD_USER_INPUT", { fields: [{ field: "code", messages: ["too long"] }] });
    expect(billErrorText(english, badCode, "x", { code: "checkout.coupon.codeShape" })).toBe(
      "Enter the code as written: letters and digits only.",
    );
  });

  it("says 'could not' without a code (network failure)", () => {
    expect(billErrorText(english, new Error("offline"), "The coupon could not be applied.")).toBe("The coupon could not be applied.");
  });
});

describe("placeOrderErrorText", () => {
  it("says a coupon that stopped applying was taken off, with why", async () => {
    const english = await textsIn("en");
    expect(placeOrderErrorText(english, refusal("COUPON_USED_UP"), "x")).toBe(
      "This coupon has been used as many times as it allows. We took the coupon off your order: check the new total and place the order again.",
    );
    expect(placeOrderErrorText(english, refusal("BELOW_MINIMUM_ORDER", { missing: 40 }), "x")).toBe(
      "Add ₹40.00 more to reach this restaurant's minimum order.",
    );
  });
});

describe("couponProblemText", () => {
  it("explains the applied coupon's problem code, and nothing without one", async () => {
    const english = await textsIn("en");
    expect(couponProblemText(english, "COUPON_EXPIRED")).toBe("This coupon has expired.");
    expect(couponProblemText(english, "SOMETHING_NEW")).toBe("This coupon does not apply to your order now.");
    expect(couponProblemText(english, null)).toBeNull();
  });
});
