import {
  emptyRestaurantValues,
  isLatitudeInAndhraPradesh,
  isLongitudeInAndhraPradesh,
  restaurantToValues,
  samePeriods,
  TIME_PATTERN,
  valuesToInput,
  valuesToUpdateInput,
  type EditableRestaurant,
} from "./restaurant-form-values";

const saved: EditableRestaurant = {
  image: "/uploads/restaurant-1.webp",
  name: "Sri Krishna Tiffins",
  description: "Idli, dosa and filter coffee",
  email: "",
  phone: "9876543210",
  address: "Main Road, Bhimavaram",
  category: "veg",
  // Closed on Mondays; lunch and dinner on Tuesdays; Saturday's dinner runs past midnight.
  openingHours: [
    { day: "SATURDAY", opens: "18:00", closes: "01:00" },
    { day: "TUESDAY", opens: "18:30", closes: "22:30" },
    { day: "TUESDAY", opens: "11:00", closes: "15:00" },
  ],
  priceForTwo: 200,
  minimumOrder: 150,
  deliveryTime: 25,
  rating: 4.3,
  discount: 10,
  isOpen: false,
  latitude: 16.5449,
  longitude: 81.5212,
  deliveryRadiusKm: 7.5,
};

describe("the Andhra Pradesh check", () => {
  it("accepts Bhimavaram and the edges of the box", () => {
    expect(isLatitudeInAndhraPradesh(16.5449)).toBe(true);
    expect(isLongitudeInAndhraPradesh(81.5212)).toBe(true);
    expect(isLatitudeInAndhraPradesh(12.6)).toBe(true);
    expect(isLatitudeInAndhraPradesh(19.95)).toBe(true);
    expect(isLongitudeInAndhraPradesh(76.7)).toBe(true);
    expect(isLongitudeInAndhraPradesh(84.8)).toBe(true);
  });

  it("refuses Delhi, swapped coordinates and non-numbers", () => {
    expect(isLatitudeInAndhraPradesh(28.61)).toBe(false);
    expect(isLongitudeInAndhraPradesh(77.2)).toBe(true); // Delhi's longitude alone is inside the box
    expect(isLatitudeInAndhraPradesh(81.52)).toBe(false);
    expect(isLongitudeInAndhraPradesh(16.54)).toBe(false);
    expect(isLatitudeInAndhraPradesh(Number.NaN)).toBe(false);
  });
});

describe("patterns shared with the server", () => {
  it("times: H:MM or HH:MM within the day", () => {
    for (const time of ["06:30", "6:30", "00:00", "23:59"]) expect(TIME_PATTERN.test(time)).toBe(true);
    for (const time of ["24:00", "12:60", "1230", "", "7 pm"]) expect(TIME_PATTERN.test(time)).toBe(false);
  });
});

describe("form values", () => {
  it("starts a new restaurant with the API's defaults: rating 4.0, no discount, open", () => {
    const values = emptyRestaurantValues();
    expect(values).toMatchObject({ rating: 4, discount: 0, isOpen: true, category: null, latitude: null, minimumOrder: 0 });
  });

  it("round-trips a saved restaurant: every field but the hours into updateRestaurant's input", () => {
    const { openingHours: _hours, ...rest } = saved;
    expect(valuesToUpdateInput(restaurantToValues(saved))).toEqual(rest);
    expect(restaurantToValues(saved).openingHours).toEqual([
      { day: "TUESDAY", opens: "11:00", closes: "15:00" },
      { day: "TUESDAY", opens: "18:30", closes: "22:30" },
      { day: "SATURDAY", opens: "18:00", closes: "01:00" },
    ]);
  });

  it("gives createRestaurant the week's first period as its one opening and closing time", () => {
    expect(valuesToInput(restaurantToValues(saved))).toMatchObject({ openingTime: "11:00", closingTime: "15:00" });
    expect(valuesToInput({ ...restaurantToValues(saved), openingHours: [] })).toMatchObject({ openingTime: "00:00", closingTime: "00:00" });
  });

  it("trims text and fills the optional numbers with their defaults", () => {
    const input = valuesToInput({
      ...restaurantToValues(saved),
      name: "  Hotel Anand  ",
      address: " Station Road ",
      email: " owner@example.com ",
      rating: null,
      discount: null,
    });
    expect(input).toMatchObject({ name: "Hotel Anand", address: "Station Road", email: "owner@example.com", rating: 4, discount: 0 });
  });

  it("sends the minimum order in both inputs: an empty box as 0 (none), rupees in whole paise", () => {
    expect(valuesToInput(restaurantToValues(saved)).minimumOrder).toBe(150);
    expect(valuesToUpdateInput(restaurantToValues(saved)).minimumOrder).toBe(150);
    expect(valuesToInput({ ...restaurantToValues(saved), minimumOrder: null }).minimumOrder).toBe(0);
    expect(valuesToUpdateInput({ ...restaurantToValues(saved), minimumOrder: 0.1 + 0.2 }).minimumOrder).toBe(0.3);
  });

  it('sends a phone box left blank as "", which the server stores as no phone', () => {
    expect(valuesToInput({ ...restaurantToValues(saved), phone: "" }).phone).toBe("");
  });
});

describe("whether the hours changed", () => {
  const lunch = { day: "TUESDAY", opens: "11:30", closes: "15:00" } as const;
  const dinner = { day: "TUESDAY", opens: "19:00", closes: "23:00" } as const;
  it("sees the same week in another order", () => {
    expect(samePeriods([dinner, lunch], [lunch, dinner])).toBe(true);
  });
  it("sees a moved, added or removed period", () => {
    expect(samePeriods([lunch, { ...dinner, closes: "23:30" }], [lunch, dinner])).toBe(false);
    expect(samePeriods([lunch], [lunch, dinner])).toBe(false);
    expect(samePeriods([], [])).toBe(true);
  });
});
