import { insertMenuItem, insertRestaurant } from "./support/fixtures";
import { errorCode, gql } from "./support/graphql";
import { SEARCH_MENU_ITEMS } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";
import { PLACES, offset } from "./catalogue-support";
const TOO_SHORT = "Search keyword must be longer than 3 characters";

let app: TestApp;
const here = PLACES.guntur;
let nearby: string;
let closed: string;
let far: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ id: nearby } = await insertRestaurant(app.db, { name: "Paneer Palace", ...offset(here, 1, 0), deliveryRadiusKm: 5 }));
  ({ id: closed } = await insertRestaurant(app.db, { name: "Shut Shack", ...offset(here, 2, 0), deliveryRadiusKm: 5, isOpen: false }));
  ({ id: far } = await insertRestaurant(app.db, { name: "Far Away Dhaba", ...offset(here, 20, 0), deliveryRadiusKm: 5 }));
  const items: Array<[string, string, string, string]> = [
    [nearby, "Paneer Tikka", "Cottage cheese grilled in a tandoor", "starter"],
    [nearby, "Butter Naan", "Goes well with paneer curries", "meal"],
    [nearby, "Paneer Butter Masala", "Rich tomato gravy", "meal"],
    [closed, "Kadai Paneer", "Peppers and onions", "meal"],
    [far, "Paneer Tikka Far", "Should never be found from here", "starter"],
    [nearby, "100% Mango Juice", "No sugar added", "drink"],
    [nearby, "1000 Island Salad", "Not a percentage", "starter"],
    [nearby, "Mango_Lassi", "With an underscore", "drink"],
    [nearby, "Mango Lassi Jumbo", "Without one", "drink"],
    [nearby, "Veggie Burger", "Crispy patty", "fastFood"],
    [nearby, "Plain Dosa", "Crisp and golden", "tiffin"],
  ];
  for (const [restaurantId, name, description, category] of items) {
    await insertMenuItem(app.db, restaurantId, { name, description, category });
  }
});
afterAll(() => app.stop());

async function search(keyword: string, extra: { limit?: number } = {}) {
  const result = await gql(app.agent(), SEARCH_MENU_ITEMS, { keyword, lat: here.latitude, lng: here.longitude, ...extra });
  expect(result.errors).toBeUndefined();
  return result.data!.searchMenuItems;
}
const names = (items: Array<{ name: string }>) => items.map((item) => item.name);

describe("searching menu items", () => {
  it("finds matches among restaurants that deliver to the point, names first, in any case", async () => {
    const found = await search("PANEER");
    expect(names(found).slice(0, 3).sort()).toEqual(["Kadai Paneer", "Paneer Butter Masala", "Paneer Tikka"]);
    // Matched by its description only, so it comes after every name match.
    expect(names(found)[3]).toBe("Butter Naan");
    expect(names(found)).not.toContain("Paneer Tikka Far");
  });

  it("ranks closer names higher among name matches", async () => {
    expect(names(await search("paneer tikka"))).toEqual(["Paneer Tikka"]);
    expect(names(await search("butter"))).toEqual(["Butter Naan", "Paneer Butter Masala"]);
  });

  it("matches descriptions and categories, by id or by the label the home tiles use", async () => {
    expect(names(await search("tandoor"))).toEqual(["Paneer Tikka"]);
    expect(names(await search("fastfood"))).toEqual(["Veggie Burger"]);
    expect(names(await search("Tiffins"))).toEqual(["Plain Dosa"]);
    expect((await search("Cool Drinks")).length).toBe(3);
  });

  it("tells each item's restaurant and whether it is open now", async () => {
    const found = await search("kadai paneer");
    expect(found).toEqual([
      {
        id: expect.any(String),
        name: "Kadai Paneer",
        price: 120,
        isAvailable: true,
        restaurant: { id: closed, name: "Shut Shack", isOpenNow: false },
      },
    ]);
    const open = await search("paneer tikka");
    expect(open[0]!.restaurant).toEqual({ id: nearby, name: "Paneer Palace", isOpenNow: true });
  });

  it("is one SQL statement, restaurants included", async () => {
    const { count } = await app.countQueries(() => search("paneer"));
    expect(count).toBe(1);
  });

  it("treats the keyword as text: LIKE, regex and SQL metacharacters match only themselves", async () => {
    expect(names(await search("100%"))).toEqual(["100% Mango Juice"]);
    expect(names(await search("%%%%"))).toEqual([]);
    expect(names(await search("____"))).toEqual([]);
    expect(names(await search("an_o"))).toEqual([]);
    expect(names(await search("mango_lassi"))).toEqual(["Mango_Lassi"]);
    expect(names(await search(".*.*"))).toEqual([]);
    expect(names(await search("\\\\\\\\"))).toEqual([]);
    expect(names(await search("'; DROP TABLE menu_items; --"))).toEqual([]);
    const stillThere = await app.db.query(`SELECT count(*)::int AS n FROM menu_items`);
    expect(stillThere.rows[0].n).toBe(11);
  });

  it("needs a keyword longer than 3 characters once trimmed, in both adapters", async () => {
    for (const keyword of ["dos", "   ab   ", ""]) {
      const result = await gql(app.agent(), SEARCH_MENU_ITEMS, { keyword, lat: here.latitude, lng: here.longitude });
      expect(errorCode(result)).toBe("BAD_USER_INPUT");
      expect(result.errors![0]!.message).toBe(TOO_SHORT);
    }
    expect(names(await search("  dosa  "))).toEqual(["Plain Dosa"]);
    const rest = await app
      .agent()
      .get(`/api/shop/search/${encodeURIComponent(" ab ")}`)
      .query({ latitude: here.latitude, longitude: here.longitude });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ success: false, code: "BAD_USER_INPUT", message: TOO_SHORT });
  });

  it("caps the number of results", async () => {
    expect(await search("mango", { limit: 2 })).toHaveLength(2);
    const tooMany = await gql(app.agent(), SEARCH_MENU_ITEMS, { keyword: "mango", lat: here.latitude, lng: here.longitude, limit: 51 });
    expect(errorCode(tooMany)).toBe("BAD_USER_INPUT");
  });

  it("refuses invalid coordinates", async () => {
    const result = await gql(app.agent(), SEARCH_MENU_ITEMS, { keyword: "paneer", lat: 100, lng: here.longitude });
    expect(errorCode(result)).toBe("BAD_USER_INPUT");
    const rest = await app.agent().get("/api/shop/search/paneer").query({ latitude: "north" });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe("Please provide valid latitude and longitude to get nearby restaurants.");
  });
});

describe("search over the legacy path", () => {
  it("answers MenuItem documents that know their restaurant", async () => {
    const res = await app
      .agent()
      .get(`/api/shop/search/${encodeURIComponent("Kadai Paneer")}`)
      .query({ latitude: here.latitude, longitude: here.longitude });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: [
        expect.objectContaining({
          _id: expect.any(String),
          restaurantId: closed,
          name: "Kadai Paneer",
          offerPrice: 120,
          originalPrice: 150,
          discount: 20,
          restaurantName: "Shut Shack",
          isRestaurantOpen: false,
        }),
      ],
    });
    const none = await app.agent().get("/api/shop/search/biryani").query({ latitude: here.latitude, longitude: here.longitude });
    expect(none.body).toEqual({ success: true, data: [] });
  });
});
