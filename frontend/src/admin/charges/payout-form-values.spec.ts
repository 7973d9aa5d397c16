import { payoutSettingsToValues, payoutValuesToInput, UPI_ID_PATTERN } from "./payout-form-values";

describe("the payout settings form's values", () => {
  it("sends a trimmed UPI id with its payee name, and none of either when the id is empty (UPI off)", () => {
    expect(payoutValuesToInput({ defaultCommissionPercent: 12.5, upiId: " ruchi@okaxis ", upiPayeeName: " Ruchi Foods " })).toEqual({
      defaultCommissionPercent: 12.5,
      upiId: "ruchi@okaxis",
      upiPayeeName: "Ruchi Foods",
    });
    expect(payoutValuesToInput({ defaultCommissionPercent: 15, upiId: "  ", upiPayeeName: "Ruchi" })).toEqual({
      defaultCommissionPercent: 15,
      upiId: null,
      upiPayeeName: null,
    });
  });

  it("starts from the saved settings, an unset UPI id as empty", () => {
    expect(payoutSettingsToValues({ defaultCommissionPercent: 15, upiId: null, upiPayeeName: null })).toEqual({
      defaultCommissionPercent: 15,
      upiId: "",
      upiPayeeName: "",
    });
  });

  it("takes the VPAs the server takes", () => {
    expect(["ruchi@okaxis", "ruchi.foods-1@ybl", "9876543210@upi"].every((id) => UPI_ID_PATTERN.test(id))).toBe(true);
    expect(["ruchi", "ruchi@", "@ybl", "ru chi@ybl", "a@b@c", "ruchi@1bank"].some((id) => UPI_ID_PATTERN.test(id))).toBe(false);
  });
});
