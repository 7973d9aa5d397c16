import { upiAmount, upiPayLink, upiReferenceOf, UPI_REFERENCE_PATTERN } from "./upi-link";

describe("upiPayLink", () => {
  it("makes the UPI deep link with the exact amount to the paisa and the order's #ID", () => {
    expect(upiPayLink({ upiId: "ruchi.foods@okaxis", payeeName: "Ruchi Foods", amountPaise: 12045, shortId: "1A2B3C" })).toBe(
      "upi://pay?pa=ruchi.foods%40okaxis&pn=Ruchi%20Foods&am=120.45&cu=INR&tn=Ruchi%20order%201A2B3C",
    );
  });

  it("encodes every value, so a name with & or = cannot add parameters", () => {
    const link = upiPayLink({ upiId: "a_b-c@ybl", payeeName: "Ravi & Sons=1?", amountPaise: 100_00, shortId: "ABCDEF" });
    expect(link).toBe("upi://pay?pa=a_b-c%40ybl&pn=Ravi%20%26%20Sons%3D1%3F&am=100.00&cu=INR&tn=Ruchi%20order%20ABCDEF");
    expect(new URL(link).searchParams.get("pn")).toBe("Ravi & Sons=1?");
  });

  it("writes amounts with two decimals and refuses what is no payment", () => {
    expect([upiAmount(5), upiAmount(50), upiAmount(25_000), upiAmount(69_590)]).toEqual(["0.05", "0.50", "250.00", "695.90"]);
    for (const paise of [0, -100, 12.5, Number.NaN]) expect(() => upiAmount(paise)).toThrow(RangeError);
  });
});

describe("the UPI reference", () => {
  it("is 12 digits, typed with or without the app's spaces", () => {
    expect(UPI_REFERENCE_PATTERN.test(upiReferenceOf("4123 4567 8901"))).toBe(true);
    for (const typed of ["41234567890", "4123456789012", "41234567890a", ""])
      expect(UPI_REFERENCE_PATTERN.test(upiReferenceOf(typed))).toBe(false);
  });
});
