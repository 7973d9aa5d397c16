import { signedInCustomer } from "./support/accounts";
import { insertRestaurant } from "./support/fixtures";
import { errorCode, gql } from "./support/graphql";
import { RESTAURANTS_NEAR } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";
import { PLACES, hoursClosedNow, hoursOpenNow, offset, type Point } from "./catalogue-support";
import { graphql } from "./gql";
import type { RestaurantSort, RestaurantsNearQueryVariables } from "./gql/graphql";

const CATEGORIES = graphql(`
  query RestaurantCategories { restaurantCategories { id label } }
`);
const INVALID_COORDINATES = "Please provide valid latitude and longitude to get nearby restaurants.";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

async function near(point: Point, extra: Omit<RestaurantsNearQueryVariables, "lat" | "lng"> = {}) {
  const result = await gql(app.agent(), RESTAURANTS_NEAR, { lat: point.latitude, lng: point.longitude, ...extra });
  expect(result.errors).toBeUndefined();
  return result.data!.restaurantsNear;
}

const names = (items: Array<{ name: string }>) => items.map((item) => item.name);
const restAt = (point: Point, query: Record<string, string> = {}) =>
  app
    .agent()
    .get("/api/shop/restaurants/get")
    .query({ latitude: point.latitude, longitude: point.longitude, ...query });

describe("restaurants near a point", () => {
  const here = PLACES.guntur;

  beforeAll(async () => {
    await insertRestaurant(app.db, { name: "Near One", ...offset(here, 0, 1), deliveryRadiusKm: 5 });
    await insertRestaurant(app.db, { name: "Near Three", ...offset(here, 3, 0), deliveryRadiusKm: 5 });
    await insertRestaurant(app.db, { name: "Too Far For Its Radius", ...offset(here, 0, -6), deliveryRadiusKm: 5 });
    await insertRestaurant(app.db, { name: "Six Km Wide Radius", ...offset(here, -6, 0), deliveryRadiusKm: 10 });
    await insertRestaurant(app.db, { name: "Forty Five Km", ...offset(here, 45, 0), deliveryRadiusKm: 50 });
    await insertRestaurant(app.db, { name: "Sixty Km", ...offset(here, 0, 60), deliveryRadiusKm: 50 });
  });

  it("lists only those whose delivery radius covers the point, nearest first, with distance and total", async () => {
    const page = await near(here);
    expect(names(page.items)).toEqual(["Near One", "Near Three", "Six Km Wide Radius", "Forty Five Km"]);
    expect(page.total).toBe(4);
    expect(page.items.map((r) => r.distanceKm)).toEqual([
      expect.closeTo(1, 1),
      expect.closeTo(3, 1),
      expect.closeTo(6, 1),
      expect.closeTo(45, 0),
    ]);
    expect(page).toMatchObject({ limit: 20, offset: 0 });
  });

  it("follows a restaurant's new delivery radius and place at once (the database keeps its stored area)", async () => {
    const there = PLACES.vizag;
    await insertRestaurant(app.db, { name: "Moving Kitchen", ...offset(there, 0, 6), deliveryRadiusKm: 5 });
    expect((await near(there)).total).toBe(0);
    await app.db.query(`UPDATE restaurants SET delivery_radius_km = 6.5 WHERE name = 'Moving Kitchen'`);
    const widened = await near(there);
    expect(names(widened.items)).toEqual(["Moving Kitchen"]);
    expect(widened.items[0]!.distanceKm).toBeCloseTo(6, 1);
    const elsewhere = offset(there, 0, 20);
    await app.db.query(`UPDATE restaurants SET latitude = $1, longitude = $2 WHERE name = 'Moving Kitchen'`, [
      elsewhere.latitude,
      elsewhere.longitude,
    ]);
    expect((await near(there)).total).toBe(0);
  });

  it("shows a restaurant's fields in the API's units", async () => {
    await insertRestaurant(app.db, {
      name: "Field Check",
      ...offset(PLACES.ongole, 0, 0.5),
      deliveryRadiusKm: 7.5,
      priceForTwoPaise: 35050,
      deliveryTimeMinutes: 40,
      rating: 4.3,
      category: "veg",
      openingTime: "09:00",
      closingTime: "22:30",
    });
    const [restaurant] = (await near(PLACES.ongole)).items;
    expect(restaurant).toMatchObject({
      name: "Field Check",
      category: "veg",
      openingTime: "09:00",
      closingTime: "22:30",
      priceForTwo: 350.5,
      deliveryTime: 40,
      rating: 4.3,
      isOpen: true,
      deliveryRadiusKm: 7.5,
      discount: 0,
      address: "Main Road, Bhimavaram",
    });
    expect(restaurant!.latitude).toBeCloseTo(PLACES.ongole.latitude, 6);
  });

  it("is one SQL statement for the list and the total, signed in or not (a public document reads no session)", async () => {
    const anonymous = await app.countQueries(() => near(here));
    expect(anonymous.count).toBe(1);
    const { agent } = await signedInCustomer(app);
    const signedIn = await app.countQueries(() => gql(agent, RESTAURANTS_NEAR, { lat: here.latitude, lng: here.longitude }));
    expect(signedIn.count).toBe(1);
  });

  it("pages with limit and offset while the total counts every page", async () => {
    const first = await near(here, { limit: 2 });
    const second = await near(here, { limit: 2, offset: 2 });
    expect(names(first.items)).toEqual(["Near One", "Near Three"]);
    expect(names(second.items)).toEqual(["Six Km Wide Radius", "Forty Five Km"]);
    expect([first.total, second.total]).toEqual([4, 4]);
    const past = await near(here, { limit: 2, offset: 10 });
    expect(past).toMatchObject({ items: [], total: 4 });
  });

  it("caps the page size", async () => {
    const tooMany = await gql(app.agent(), RESTAURANTS_NEAR, { lat: here.latitude, lng: here.longitude, limit: 51 });
    expect(errorCode(tooMany)).toBe("BAD_USER_INPUT");
    expect(tooMany.errors![0]!.message).toBe("Limit must be 1 to 50");
  });

  it("answers an empty list where nobody delivers, in both adapters", async () => {
    expect(await near(PLACES.sea)).toMatchObject({ items: [], total: 0 });
    const res = await restAt(PLACES.sea);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: [] });
  });

  it("refuses coordinates that are not a place on Earth, with the contract's message", async () => {
    for (const [lat, lng] of [
      [91, 80],
      [-90.5, 80],
      [16, 181],
      [16, -180.01],
    ]) {
      const result = await gql(app.agent(), RESTAURANTS_NEAR, { lat, lng });
      expect(errorCode(result)).toBe("BAD_USER_INPUT");
      expect(result.errors![0]!.message).toBe(INVALID_COORDINATES);
    }
    for (const query of [
      {},
      { latitude: "abc", longitude: "80" },
      { latitude: "16.3", longitude: "" },
      { latitude: "95", longitude: "80" },
    ]) {
      const res = await app.agent().get("/api/shop/restaurants/get").query(query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(expect.objectContaining({ success: false, message: INVALID_COORDINATES, code: "BAD_USER_INPUT" }));
    }
  });
});

describe("sorting and filtering the listing", () => {
  const here = PLACES.kurnool;

  beforeAll(async () => {
    // name, km away, price for two (₹), rating, delivery minutes, category
    const rows: Array<[string, number, number, number, number, string]> = [
      ["Alpha", 1, 300, 4.1, 45, "veg"],
      ["Bravo", 2, 150, 4.8, 30, "non-veg"],
      ["Charlie", 3, 500, 3.9, 20, "both"],
      ["Delta", 4, 220, 4.5, 35, "veg"],
    ];
    for (const [name, km, rupees, rating, minutes, category] of rows) {
      await insertRestaurant(app.db, {
        name,
        ...offset(here, km, 0),
        deliveryRadiusKm: 10,
        priceForTwoPaise: rupees * 100,
        rating,
        deliveryTimeMinutes: minutes,
        category,
      });
    }
  });

  const orders: Array<[RestaurantSort, string, string[]]> = [
    ["DISTANCE", "distance", ["Alpha", "Bravo", "Charlie", "Delta"]],
    ["PRICE_LOW_TO_HIGH", "price-lowtohigh", ["Bravo", "Delta", "Alpha", "Charlie"]],
    ["PRICE_HIGH_TO_LOW", "price-hightolow", ["Charlie", "Alpha", "Delta", "Bravo"]],
    ["RATING", "rating", ["Bravo", "Delta", "Alpha", "Charlie"]],
    ["DELIVERY_TIME", "delivery-time", ["Charlie", "Bravo", "Delta", "Alpha"]],
  ];

  it.each(orders)("sorts by %s (GraphQL) and %s (REST)", async (graphqlSort, restSort, expected) => {
    expect(names((await near(here, { sort: graphqlSort })).items)).toEqual(expected);
    const res = await restAt(here, { sortBy: restSort });
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual(expected);
  });

  it("sorts nearest first when no order is given", async () => {
    expect(names((await near(here)).items)).toEqual(["Alpha", "Bravo", "Charlie", "Delta"]);
  });

  it("refuses an unknown legacy sort key", async () => {
    const res = await restAt(here, { sortBy: "cheapest" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Sort by must be one of price-lowtohigh/);
  });

  it("filters by category in both adapters, the total following the filter", async () => {
    const veg = await near(here, { filter: { categories: ["veg"] } });
    expect(names(veg.items)).toEqual(["Alpha", "Delta"]);
    expect(veg.total).toBe(2);
    const mixed = await near(here, { filter: { categories: ["nonVeg", "both"] }, sort: "PRICE_LOW_TO_HIGH" });
    expect(names(mixed.items)).toEqual(["Bravo", "Charlie"]);
    const none = await near(here, { filter: { categories: [] } });
    expect(none.total).toBe(4);

    const rest = await restAt(here, { category: "veg,non-veg", sortBy: "price-hightolow" });
    expect(names(rest.body.data)).toEqual(["Alpha", "Delta", "Bravo"]);
    expect(rest.body.data.map((r: { category: string }) => r.category)).toEqual(["veg", "veg", "non-veg"]);
    const unknown = await restAt(here, { category: "vegan" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Category must be veg, non-veg or both");
  });

  it("knows the category options and their labels", async () => {
    const result = await gql(app.agent(), CATEGORIES);
    expect(result.data!.restaurantCategories).toEqual([
      { id: "veg", label: "Veg" },
      { id: "nonVeg", label: "Non-Veg" },
      { id: "both", label: "Veg & Non-Veg" },
    ]);
  });
});

describe("open now", () => {
  const here = PLACES.nellore;

  beforeAll(async () => {
    await insertRestaurant(app.db, { name: "Open All Day", ...offset(here, 1, 0) });
    await insertRestaurant(app.db, { name: "Switched Off", ...offset(here, 2, 0), isOpen: false });
    await insertRestaurant(app.db, { name: "Not Yet Open", ...offset(here, 3, 0), ...hoursClosedNow() });
    await insertRestaurant(app.db, { name: "Within Hours", ...offset(here, 4, 0), ...hoursOpenNow() });
  });

  it("is the admin's switch and the hours together, in both adapters", async () => {
    const page = await near(here);
    expect(page.items.map(({ name, isOpen, isOpenNow }) => ({ name, isOpen, isOpenNow }))).toEqual([
      { name: "Open All Day", isOpen: true, isOpenNow: true },
      { name: "Switched Off", isOpen: false, isOpenNow: false },
      { name: "Not Yet Open", isOpen: true, isOpenNow: false },
      { name: "Within Hours", isOpen: true, isOpenNow: true },
    ]);
    // The legacy shop documents' one flag, isOpen, is open now as well (old clients know no other).
    const rest = await restAt(here);
    expect(rest.body.data.map((r: { isOpen: boolean; isOpenNow: boolean }) => [r.isOpen, r.isOpenNow])).toEqual([
      [true, true],
      [false, false],
      [false, false],
      [true, true],
    ]);
  });
});

describe("the legacy restaurant document", () => {
  it("has the contract's shape: _id, rupees, GeoJSON location, rating as text", async () => {
    const here = PLACES.anantapur;
    const { id } = await insertRestaurant(app.db, {
      name: "Legacy Shape",
      ...offset(here, 0, 2),
      deliveryRadiusKm: 6,
      priceForTwoPaise: 45000,
      rating: 4,
      deliveryTimeMinutes: 25,
      category: "non-veg",
      openingTime: "09:00",
      closingTime: "23:00",
      address: "Clock Tower",
    });
    const res = await restAt(here);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const [doc] = res.body.data;
    expect(doc).toEqual({
      _id: id,
      image: "",
      name: "Legacy Shape",
      description: "",
      email: "",
      phone: "",
      address: "Clock Tower",
      category: "non-veg",
      openingTime: "09:00",
      closingTime: "23:00",
      priceRange: 450,
      discount: 0,
      deliveryTime: 25,
      rating: "4.0",
      isOpen: expect.any(Boolean),
      isOpenNow: expect.any(Boolean),
      deliveryRadiusKm: 6,
      distanceKm: expect.closeTo(2, 1),
      location: { type: "Point", coordinates: [expect.closeTo(offset(here, 0, 2).longitude, 6), expect.closeTo(here.latitude, 6)] },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // 09:00–23:00: whether that is now depends on the clock; isOpen is open now either way.
    expect(doc.isOpen).toBe(doc.isOpenNow);
  });
});
