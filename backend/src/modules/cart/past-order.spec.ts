import { AppError } from "../../common/errors";
import { en } from "../../i18n/en";
import { te } from "../../i18n/te";
import { leftOutText, type PastOrderLine } from "./past-order";

const biryani: PastOrderLine = {
  menuItemId: "item-1",
  name: "Chicken Biryani",
  options: [
    { id: "full", name: "Full" },
    { id: "egg", name: "Egg" },
    { id: "raita", name: "Extra raita" },
  ],
  quantity: 2,
};
const said = (refusal: AppError, texts = en.reorder) => leftOutText(texts, texts === te.reorder ? "te" : "en", biryani, refusal);

describe("why a past order's line stayed out of the cart", () => {
  it("names the item as the order did, with the add path's reason", () => {
    expect(said(new AppError("NOT_FOUND", "gone"))).toBe("Chicken Biryani (no longer on the menu)");
    expect(said(new AppError("ITEM_UNAVAILABLE", "over"))).toBe("Chicken Biryani (sold out)");
    expect(said(new AppError("ITEM_NOT_AVAILABLE_NOW", "later", { availableFrom: "18:00" }))).toBe("Chicken Biryani (served from 6:00 pm)");
    expect(said(new AppError("RESTAURANT_CLOSED", "closed", { restaurantName: "Spice Garden" }))).toBe(
      "Chicken Biryani (Spice Garden is closed now)",
    );
  });

  it("names a sold-out choice, and the choices removed since by the names the order kept", () => {
    expect(said(new AppError("OPTION_UNAVAILABLE", "over", { groupName: "Extras", optionId: "egg" }))).toBe(
      "Chicken Biryani (Egg sold out)",
    );
    expect(said(new AppError("OPTION_UNAVAILABLE", "removed", { optionIds: ["raita", "egg"] }))).toBe(
      "Chicken Biryani (Extra raita, Egg no longer offered)",
    );
    // Ids the order did not keep (never the case for a real order) still say the choices changed.
    expect(said(new AppError("OPTION_UNAVAILABLE", "removed", { optionIds: ["other"] }))).toBe(
      "Chicken Biryani (its choices have changed)",
    );
  });

  it("says the choices changed when a group's rules no longer fit them", () => {
    expect(said(new AppError("OPTION_REQUIRED", "choose", { groupName: "Spice" }))).toBe("Chicken Biryani (its choices have changed)");
    expect(said(new AppError("TOO_MANY_OPTIONS", "fewer", { groupName: "Extras" }))).toBe("Chicken Biryani (its choices have changed)");
  });

  it("speaks the reader's language", () => {
    expect(said(new AppError("ITEM_UNAVAILABLE", "over"), te.reorder)).toBe("Chicken Biryani (అయిపోయింది)");
    expect(said(new AppError("OPTION_UNAVAILABLE", "over", { optionId: "egg" }), te.reorder)).toBe("Chicken Biryani (Egg అయిపోయింది)");
  });
});
