import { isAddressComplete, toAddressInput } from "./address-rules";

const full = { address: "12-3 Main Road", city: "Bhimavaram", phone: "9876543210", pincode: "534201", notes: "Less spicy" };

describe("isAddressComplete", () => {
  it("is true only when all five fields have text", () => {
    expect(isAddressComplete(full)).toBe(true);
    expect(isAddressComplete(undefined)).toBe(false);
    expect(isAddressComplete({ ...full, notes: undefined })).toBe(false);
  });

  it("treats blank-after-trimming as empty (docs/architecture.md#forms)", () => {
    expect(isAddressComplete({ ...full, city: "   " })).toBe(false);
    expect(isAddressComplete({ ...full, notes: "\t\n" })).toBe(false);
  });
});

describe("toAddressInput", () => {
  it("trims the text fields and keeps only the digits of phone and pincode", () => {
    expect(
      toAddressInput({
        address: "  12-3 Main Road ",
        city: " Bhimavaram",
        phone: "+91 98765 43210",
        pincode: " 534 201 ",
        notes: " Less spicy ",
      }),
    ).toEqual(full);
  });
});
