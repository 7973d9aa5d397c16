import { signedInCustomer } from "./support/accounts";
import { insertMenuItem, insertRestaurant } from "./support/fixtures";
import { errorCode, gql } from "./support/graphql";
import { startTestApp, type TestApp } from "./support/test-app";
import { PLACES, offset } from "./catalogue-support";
import { graphql } from "./gql";
import type { MenuItemSort, MenuPageQuery, MenuPageQueryVariables, RestaurantsNearMenusQuery } from "./gql/graphql";

const MENU_PAGE = graphql(`
  query MenuPage($id: ID!, $filter: MenuFilterInput, $sort: MenuItemSort) {
    restaurant(id: $id) {
      id name address category openingTime closingTime priceForTwo rating isOpenNow nextOpensAt openingHours { day opens closes }
      menuItems(filter: $filter, sort: $sort) {
        ...MenuItemFields availableFrom availableUntil isAvailableNow restaurant { id name isOpenNow }
      }
    }
  }
`);
const MENU_CATEGORIES = graphql(`
  query MenuCategories { menuCategories { id label } }
`);
const LISTING_MENUS = graphql(`
  query RestaurantsNearMenus($lat: Float!, $lng: Float!) {
    restaurantsNear(latitude: $lat, longitude: $lng) {
      items { name openingHours { day } nextOpensAt menuItems { name isAvailableNow restaurant { name } } }
    }
  }
`);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

async function menuPage(id: string, variables: Omit<MenuPageQueryVariables, "id"> = {}) {
  const result = await gql(app.agent(), MENU_PAGE, { id, ...variables });
  expect(result.errors).toBeUndefined();
  return result.data!.restaurant;
}
const names = (items: Array<{ name: string }>) => items.map((item) => item.name);

describe("a restaurant's menu page", () => {
  let restaurantId: string;

  beforeAll(async () => {
    ({ id: restaurantId } = await insertRestaurant(app.db, { name: "Menu House", ...PLACES.guntur }));
    // name, ₹ offer, ₹ original, veg, category, rating, available
    const rows: Array<[string, number, number, boolean, string, number, boolean]> = [
      ["Masala Dosa", 60, 80, true, "tiffin", 4.6, true],
      ["Chicken Biryani", 240, 240, false, "meal", 4.8, true],
      ["Veg Meals", 150, 180, true, "meal", 4.1, true],
      ["Chilli Chicken", 200, 220, false, "starter", 4.3, false],
      ["Rose Milk", 50, 50, true, "drink", 3.9, true],
    ];
    for (const [name, offer, original, isVeg, category, rating, isAvailable] of rows) {
      await insertMenuItem(app.db, restaurantId, {
        name,
        offerPricePaise: offer * 100,
        originalPricePaise: original * 100,
        isVeg,
        category,
        rating,
        isAvailable,
      });
    }
  });

  it("shows the restaurant and every item, unavailable ones included, by name", async () => {
    const page = await menuPage(restaurantId);
    expect(page.name).toBe("Menu House");
    expect(names(page.menuItems)).toEqual(["Chicken Biryani", "Chilli Chicken", "Masala Dosa", "Rose Milk", "Veg Meals"]);
    const dosa = page.menuItems.find((item) => item.name === "Masala Dosa")!;
    expect(dosa).toMatchObject({
      restaurantId,
      originalPrice: 80,
      offerPrice: 60,
      price: 60,
      discount: 25,
      isVeg: true,
      category: "tiffin",
      rating: 4.6,
      isAvailable: true,
      restaurant: { id: restaurantId, name: "Menu House", isOpenNow: true },
    });
    expect(page.menuItems.find((item) => item.name === "Chilli Chicken")).toMatchObject({ isAvailable: false, discount: 9 });
    expect(page.menuItems.find((item) => item.name === "Rose Milk")).toMatchObject({ discount: 0, price: 50 });
  });

  it("charges and shows no more than the original price when an offer is above it", async () => {
    const { id } = await insertRestaurant(app.db, { name: "Bad Data Cafe", ...offset(PLACES.guntur, 1, 0) });
    await insertMenuItem(app.db, id, { name: "Overpriced Offer", offerPricePaise: 15000, originalPricePaise: 10000 });
    const [item] = (await menuPage(id)).menuItems;
    expect(item).toMatchObject({ offerPrice: 150, originalPrice: 100, price: 100, discount: 0 });
    const rest = await app.agent().get(`/api/shop/restaurants/${id}/get`);
    expect(rest.body.data[0]).toMatchObject({ offerPrice: 100, originalPrice: 100, discount: 0 });
  });

  const sorts: Array<[MenuItemSort, string, string[]]> = [
    ["PRICE_LOW_TO_HIGH", "price-lowtohigh", ["Rose Milk", "Masala Dosa", "Veg Meals", "Chilli Chicken", "Chicken Biryani"]],
    ["PRICE_HIGH_TO_LOW", "price-hightolow", ["Chicken Biryani", "Chilli Chicken", "Veg Meals", "Masala Dosa", "Rose Milk"]],
    ["RATING", "rating", ["Chicken Biryani", "Masala Dosa", "Chilli Chicken", "Veg Meals", "Rose Milk"]],
  ];

  it.each(sorts)("sorts by %s (GraphQL) and %s (REST)", async (graphqlSort, restSort, expected) => {
    expect(names((await menuPage(restaurantId, { sort: graphqlSort })).menuItems)).toEqual(expected);
    const res = await app.agent().get(`/api/shop/restaurants/${restaurantId}/get`).query({ sortBy: restSort });
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual(expected);
  });

  it("filters veg, non-veg and categories in both adapters", async () => {
    expect(names((await menuPage(restaurantId, { filter: { isVeg: false } })).menuItems)).toEqual(["Chicken Biryani", "Chilli Chicken"]);
    const vegMeals = await menuPage(restaurantId, { filter: { isVeg: true, categories: ["meal", "tiffin"] }, sort: "PRICE_LOW_TO_HIGH" });
    expect(names(vegMeals.menuItems)).toEqual(["Masala Dosa", "Veg Meals"]);

    const get = (query: Record<string, string>) => app.agent().get(`/api/shop/restaurants/${restaurantId}/get`).query(query);
    expect(names((await get({ isVeg: "false" })).body.data)).toEqual(["Chicken Biryani", "Chilli Chicken"]);
    expect(names((await get({ isVeg: "true", category: "meal,tiffin", sortBy: "price-hightolow" })).body.data)).toEqual([
      "Veg Meals",
      "Masala Dosa",
    ]);
    // Both veg and non-veg chosen: no filter.
    expect((await get({ isVeg: "true,false" })).body.data).toHaveLength(5);
    const badCategory = await get({ category: "dessert" });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.message).toMatch(/^Category must be one of tiffin/);
    const badSort = await get({ sortBy: "distance" });
    expect(badSort.status).toBe(400);
  });

  it("answers the legacy MenuItem document", async () => {
    const res = await app.agent().get(`/api/shop/restaurants/${restaurantId}/get`).query({ category: "tiffin" });
    expect(res.body).toEqual({
      success: true,
      data: [
        {
          _id: expect.any(String),
          restaurantId,
          image: "",
          name: "Masala Dosa",
          description: "A test dish",
          originalPrice: 80,
          offerPrice: 60,
          discount: 25,
          isVeg: true,
          category: "tiffin",
          ingredients: "",
          preparationTime: "",
          rating: "4.6",
          isAvailable: true,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ],
    });
  });

  it("answers NOT_FOUND for an unknown or malformed restaurant id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const result = await gql(app.agent(), MENU_PAGE, { id });
      expect(errorCode(result)).toBe("NOT_FOUND");
      const res = await app.agent().get(`/api/shop/restaurants/${id}/get`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Restaurant not found", code: "NOT_FOUND" });
    }
  });

  it("lists the menu categories with the spec's labels", async () => {
    const result = await gql(app.agent(), MENU_CATEGORIES);
    expect(result.data!.menuCategories).toEqual([
      { id: "tiffin", label: "Tiffins" },
      { id: "meal", label: "Meals" },
      { id: "drink", label: "Cool Drinks" },
      { id: "fastFood", label: "Fast Foods" },
      { id: "bakeryItem", label: "Bakery Item" },
      { id: "starter", label: "Starters" },
    ]);
  });
});

describe("SQL statements per page", () => {
  it("the whole menu page of 40 items is at most 3 statements, session included", async () => {
    const { id } = await insertRestaurant(app.db, { name: "Forty Dishes", ...PLACES.kurnool });
    for (let i = 1; i <= 40; i += 1) {
      await insertMenuItem(app.db, id, {
        name: `Dish ${String(i).padStart(2, "0")}`,
        offerPricePaise: 1000 * i,
        originalPricePaise: 1000 * i,
      });
    }
    const { agent } = await signedInCustomer(app);
    let data: MenuPageQuery | null = null;
    const { count, statements } = await app.countQueries(async () => {
      ({ data } = await gql(agent, MENU_PAGE, { id, sort: "PRICE_HIGH_TO_LOW" }));
    });
    expect(data!.restaurant.menuItems).toHaveLength(40);
    expect(data!.restaurant.menuItems[0]).toMatchObject({ name: "Dish 40", price: 400, restaurant: { id } });
    expect(count).toBeLessThanOrEqual(3);
    expect(statements.filter((sql) => /menu_items/.test(sql))).toHaveLength(1);
  });

  it("menus of a whole listing page come in one statement, not one per restaurant", async () => {
    const here = PLACES.vizag;
    for (let r = 1; r <= 6; r += 1) {
      const { id } = await insertRestaurant(app.db, { name: `Listing ${r}`, ...offset(here, r, 0), deliveryRadiusKm: 10 });
      for (let i = 1; i <= 3; i += 1) await insertMenuItem(app.db, id, { name: `Listing ${r} dish ${i}` });
    }
    let data: RestaurantsNearMenusQuery | null = null;
    const { count } = await app.countQueries(async () => {
      ({ data } = await gql(app.agent(), LISTING_MENUS, { lat: here.latitude, lng: here.longitude }));
    });
    expect(data!.restaurantsNear.items).toHaveLength(6);
    expect(data!.restaurantsNear.items.every((r) => r.menuItems.length === 3)).toBe(true);
    expect(count).toBe(2);
  });
});
