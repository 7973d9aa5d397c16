import {
  emptyMenuItemValues,
  isMenuItemComplete,
  MENU_ITEM_FIELDS,
  menuItemToValues,
  offerAboveOriginal,
  toMenuItemInput,
  toMenuItemUpdate,
  type EditableMenuItem,
  type MenuItemFormValues,
} from "./menu-item-form-values";

const dosa: EditableMenuItem = {
  image: "/uploads/menu-item-dosa.webp",
  name: "Masala Dosa",
  description: "Crisp dosa with potato masala",
  originalPrice: 90,
  offerPrice: 80,
  isVeg: true,
  category: "tiffin",
  ingredients: "Rice, urad dal, potato",
  preparationTime: "15 mins",
  rating: 4.5,
  isAvailable: true,
  availableFrom: "06:00",
  availableUntil: "11:30",
};

describe("the Add button's completeness rule (docs/architecture.md#forms)", () => {
  it("lists exactly the spec's eleven fields", () => {
    expect([...MENU_ITEM_FIELDS].sort()).toEqual(
      [
        "image",
        "name",
        "description",
        "originalPrice",
        "offerPrice",
        "isVeg",
        "category",
        "ingredients",
        "preparationTime",
        "rating",
        "isAvailable",
      ].sort(),
    );
  });

  it("is incomplete when empty and complete when every field is filled", () => {
    expect(isMenuItemComplete(undefined)).toBe(false);
    expect(isMenuItemComplete(emptyMenuItemValues())).toBe(false);
    expect(isMenuItemComplete(menuItemToValues(dosa))).toBe(true);
  });

  it.each(MENU_ITEM_FIELDS)("is incomplete while %s is empty", (field) => {
    const values: MenuItemFormValues = { ...menuItemToValues(dosa), [field]: typeof dosa[field] === "string" ? "   " : null };
    expect(isMenuItemComplete(values)).toBe(false);
  });

  it("counts false choices and zero as filled (Non-Veg, Not Available, rating 0)", () => {
    expect(isMenuItemComplete({ ...menuItemToValues(dosa), isVeg: false, isAvailable: false, rating: 0 })).toBe(true);
  });
});

describe("prices", () => {
  it("flags an offer above the original price, as the server refuses it", () => {
    expect(offerAboveOriginal({ originalPrice: 90, offerPrice: 95 })).toBe(true);
    expect(offerAboveOriginal({ originalPrice: 90, offerPrice: 90 })).toBe(false);
    expect(offerAboveOriginal({ originalPrice: null, offerPrice: 95 })).toBe(false);
  });
});

describe("API inputs", () => {
  it("creates with every field, text trimmed", () => {
    const input = toMenuItemInput({ ...menuItemToValues(dosa), name: "  Masala Dosa ", ingredients: " Rice " });
    expect(input).toEqual({ ...dosa, name: "Masala Dosa", ingredients: "Rice" });
  });

  it("updates every field but the picture, which edit mode cannot change", () => {
    const update = toMenuItemUpdate({ ...menuItemToValues(dosa), isAvailable: false, image: "/uploads/other.webp" });
    expect(update).not.toHaveProperty("image");
    expect(update).toMatchObject({ isAvailable: false, offerPrice: 80, category: "tiffin" });
  });

  it("sends the time of day as it is, both empty (all day) clearing a window", () => {
    expect(toMenuItemUpdate(menuItemToValues(dosa))).toMatchObject({ availableFrom: "06:00", availableUntil: "11:30" });
    const allDay = menuItemToValues({ ...dosa, availableFrom: null, availableUntil: null });
    expect(toMenuItemUpdate(allDay)).toMatchObject({ availableFrom: "", availableUntil: "" });
  });

  it("leaves empty number boxes out of an update so they keep their values", () => {
    const update = toMenuItemUpdate({ ...menuItemToValues(dosa), rating: null, offerPrice: null });
    expect(update).not.toHaveProperty("rating");
    expect(update).not.toHaveProperty("offerPrice");
  });
});
