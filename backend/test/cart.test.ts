import { signedInCustomer } from "./support/accounts";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql, ok } from "./support/graphql";
import { ADD_TO_CART, CART } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";
import { graphql } from "./gql";
import type { CartFieldsFragment } from "./gql/graphql";

type Agent = ReturnType<TestApp["agent"]>;

const UPDATE = graphql(`
  mutation UpdateCartItem($id: ID!, $q: Int!) { updateCartItem(menuItemId: $id, quantity: $q) { ...CartFields } }
`);
const REMOVE = graphql(`
  mutation RemoveFromCart($id: ID!) { removeFromCart(menuItemId: $id) { ...CartFields } }
`);
const CLEAR = graphql(`
  mutation ClearCart { clearCart { ...CartFields } }
`);

let app: TestApp;
let tiffins: RestaurantRow;
let biryani: RestaurantRow;
let closed: RestaurantRow;
let dosa: MenuItemRow;
let idli: MenuItemRow;
let soldOut: MenuItemRow;
let biryaniPlate: MenuItemRow;
let closedDish: MenuItemRow;

beforeAll(async () => {
  app = await startTestApp();
  tiffins = await insertRestaurant(app.db, { name: "Sri Krishna Tiffins" });
  biryani = await insertRestaurant(app.db, { name: "Godavari Biryani House" });
  closed = await insertRestaurant(app.db, { name: "Night Owl Cafe", isOpen: false });
  dosa = await insertMenuItem(app.db, tiffins.id, { name: "Masala Dosa", originalPricePaise: 15000, offerPricePaise: 12000 });
  idli = await insertMenuItem(app.db, tiffins.id, { name: "Ghee Idli", originalPricePaise: 6000, offerPricePaise: 7000 });
  soldOut = await insertMenuItem(app.db, tiffins.id, { name: "Pesarattu", isAvailable: false });
  biryaniPlate = await insertMenuItem(app.db, biryani.id, {
    name: "Chicken Dum Biryani",
    originalPricePaise: 25000,
    offerPricePaise: 22000,
  });
  closedDish = await insertMenuItem(app.db, closed.id, { name: "Cold Coffee" });
});
afterAll(() => app.stop());

const cartOf = async (agent: Agent): Promise<CartFieldsFragment> => {
  const result = await gql(agent, CART);
  expect(result.errors).toBeUndefined();
  return result.data!.cart;
};
const add = (agent: Agent, id: string, q?: number, replace?: boolean) => gql(agent, ADD_TO_CART, { id, q, replace });
describe("the cart over GraphQL", () => {
  it("starts empty, with nothing to pay and no restaurant", async () => {
    const { agent } = await signedInCustomer(app);
    const cart = await cartOf(agent);
    expect(cart).toMatchObject({
      items: [],
      itemCount: 0,
      itemsTotal: 0,
      deliveryCharge: 0,
      total: 0,
      restaurantId: null,
      restaurantName: null,
      restaurantIsOpenNow: null,
      hasUnavailableItems: false,
      canCheckout: false,
    });
    expect((await cartOf(agent)).id).toBe(cart.id);
  });

  it("adds to the quantity already in the cart and prices it on the server", async () => {
    const { agent } = await signedInCustomer(app);
    ok(await add(agent, dosa.id, 2));
    const cart = ok(await add(agent, dosa.id)).addToCart;
    expect(cart.items).toEqual([
      expect.objectContaining({
        menuItemId: dosa.id,
        name: "Masala Dosa",
        restaurantId: tiffins.id,
        restaurantName: "Sri Krishna Tiffins",
        quantity: 3,
        offerPrice: 120,
        originalPrice: 150,
        price: 120,
        lineTotal: 360,
        isAvailable: true,
      }),
    ]);
    expect(cart).toMatchObject({
      restaurantId: tiffins.id,
      restaurantName: "Sri Krishna Tiffins",
      restaurantIsOpenNow: true,
      itemCount: 3,
      itemsTotal: 360,
      deliveryCharge: 30,
      total: 390,
      hasUnavailableItems: false,
      canCheckout: true,
    });

    // An offer above the original price is charged at the original price.
    const withIdli = ok(await add(agent, idli.id, 2)).addToCart;
    expect(withIdli.items.map((line) => [line.name, line.price, line.lineTotal])).toEqual([
      ["Masala Dosa", 120, 360],
      ["Ghee Idli", 60, 120],
    ]);
    expect(withIdli).toMatchObject({ itemCount: 5, itemsTotal: 480, total: 510 });
    expect(await cartOf(agent)).toEqual(withIdli);
  });

  it("stops a line at 99 and refuses quantities outside 1 to 99", async () => {
    const { agent } = await signedInCustomer(app);
    ok(await add(agent, dosa.id, 60));
    expect(ok(await add(agent, dosa.id, 60)).addToCart.items[0]!.quantity).toBe(99);
    for (const q of [0, -1, 100]) {
      const refused = await add(agent, dosa.id, q);
      expect(errorCode(refused)).toBe("BAD_USER_INPUT");
      expect(refused.errors![0]!.message).toBe("Quantity must be a whole number from 1 to 99");
    }
  });

  it("refuses an item of another restaurant, naming both, until the customer starts a new cart", async () => {
    const { agent } = await signedInCustomer(app);
    ok(await add(agent, dosa.id, 2));
    const conflict = await add(agent, biryaniPlate.id);
    expect(errorCode(conflict)).toBe("CART_RESTAURANT_CONFLICT");
    expect(conflict.errors![0]!.message).toBe(
      "Your cart has items from Sri Krishna Tiffins. Start a new cart to add items from Godavari Biryani House?",
    );
    expect(conflict.errors![0]!.extensions).toMatchObject({
      currentRestaurantId: tiffins.id,
      currentRestaurantName: "Sri Krishna Tiffins",
    });
    expect((await cartOf(agent)).items.map((line) => [line.menuItemId, line.quantity])).toEqual([[dosa.id, 2]]);

    const fresh = ok(await add(agent, biryaniPlate.id, 1, true)).addToCart;
    expect(fresh.items.map((line) => [line.menuItemId, line.quantity])).toEqual([[biryaniPlate.id, 1]]);
    expect(fresh).toMatchObject({ restaurantId: biryani.id, restaurantName: "Godavari Biryani House", itemsTotal: 220, total: 250 });
  });

  it("refuses unknown, unavailable and closed-restaurant items with messages naming them", async () => {
    const { agent } = await signedInCustomer(app);
    const unavailable = await add(agent, soldOut.id);
    expect(errorCode(unavailable)).toBe("ITEM_UNAVAILABLE");
    expect(unavailable.errors![0]!.message).toContain("Pesarattu");

    const closedRestaurant = await add(agent, closedDish.id);
    expect(errorCode(closedRestaurant)).toBe("RESTAURANT_CLOSED");
    expect(closedRestaurant.errors![0]!.message).toContain("Night Owl Cafe");

    expect(errorCode(await add(agent, "7d1e3c1a-9a4c-4c1e-8c1e-000000000000"))).toBe("NOT_FOUND");
    expect(errorCode(await add(agent, "not-an-id"))).toBe("NOT_FOUND");
    expect((await cartOf(agent)).items).toEqual([]);
  });

  it("updates a quantity, refuses 0 and lines not in the cart", async () => {
    const { agent } = await signedInCustomer(app);
    ok(await add(agent, dosa.id));
    const updated = ok(await gql(agent, UPDATE, { id: dosa.id, q: 5 })).updateCartItem;
    expect(updated.items[0]).toMatchObject({ quantity: 5, lineTotal: 600 });
    expect(updated).toMatchObject({ itemCount: 5, total: 630 });

    for (const q of [0, 100]) expect(errorCode(await gql(agent, UPDATE, { id: dosa.id, q }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await gql(agent, UPDATE, { id: idli.id, q: 2 }))).toBe("NOT_FOUND");
    expect((await cartOf(agent)).items[0]!.quantity).toBe(5);
  });

  it("forgets the restaurant when the last item goes, so the next item may come from any", async () => {
    const { agent, id: userId } = await signedInCustomer(app);
    ok(await add(agent, dosa.id));
    ok(await add(agent, idli.id));
    expect(ok(await gql(agent, REMOVE, { id: dosa.id })).removeFromCart).toMatchObject({
      restaurantId: tiffins.id,
      itemCount: 1,
    });
    const empty = ok(await gql(agent, REMOVE, { id: idli.id })).removeFromCart;
    expect(empty).toMatchObject({ items: [], restaurantId: null, total: 0, canCheckout: false });
    const { rows } = await app.db.query(`SELECT restaurant_id FROM carts WHERE user_id = $1`, [userId]);
    expect(rows).toEqual([{ restaurant_id: null }]);
    expect(errorCode(await gql(agent, REMOVE, { id: idli.id }))).toBe("NOT_FOUND");

    expect(ok(await add(agent, biryaniPlate.id)).addToCart.restaurantId).toBe(biryani.id);
    const cleared = ok(await gql(agent, CLEAR)).clearCart;
    expect(cleared).toMatchObject({ items: [], restaurantId: null, total: 0 });
    expect(ok(await add(agent, dosa.id)).addToCart.restaurantId).toBe(tiffins.id);
  });

  it("flags lines that became unavailable or whose restaurant closed, and then refuses checkout", async () => {
    const restaurant = await insertRestaurant(app.db, { name: "Changing Kitchen" });
    const first = await insertMenuItem(app.db, restaurant.id);
    const second = await insertMenuItem(app.db, restaurant.id);
    const { agent } = await signedInCustomer(app);
    ok(await add(agent, first.id));
    ok(await add(agent, second.id));

    await app.db.query(`UPDATE menu_items SET is_available = false WHERE id = $1`, [second.id]);
    const withSoldOut = await cartOf(agent);
    expect(withSoldOut.items.map((line) => line.isAvailable)).toEqual([true, false]);
    expect(withSoldOut).toMatchObject({ hasUnavailableItems: true, canCheckout: false, restaurantIsOpenNow: true });

    await app.db.query(`UPDATE menu_items SET is_available = true WHERE id = $1`, [second.id]);
    await app.db.query(`UPDATE restaurants SET is_open = false WHERE id = $1`, [restaurant.id]);
    const whenClosed = await cartOf(agent);
    expect(whenClosed.items.map((line) => line.isAvailable)).toEqual([false, false]);
    expect(whenClosed).toMatchObject({ restaurantIsOpenNow: false, hasUnavailableItems: true, canCheckout: false });
  });

  it("keeps each customer's cart to themselves", async () => {
    const a = await signedInCustomer(app);
    const b = await signedInCustomer(app);
    ok(await add(a.agent, dosa.id, 4));
    const bCart = await cartOf(b.agent);
    expect(bCart.items).toEqual([]);
    expect(bCart.id).not.toBe((await cartOf(a.agent)).id);
  });

  it("asks anonymous callers to log in", async () => {
    const anonymous = app.agent();
    expect(errorCode(await gql(anonymous, CART))).toBe("UNAUTHENTICATED");
    expect(errorCode(await add(anonymous, dosa.id))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(anonymous, UPDATE, { id: dosa.id, q: 2 }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(anonymous, REMOVE, { id: dosa.id }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(anonymous, CLEAR))).toBe("UNAUTHENTICATED");
  });
});

describe("the cart under concurrency", () => {
  it("never loses a unit when 20 adds arrive at once", async () => {
    const { agent, id: userId } = await signedInCustomer(app);
    expect((await cartOf(agent)).items).toEqual([]);
    const results = await Promise.all(Array.from({ length: 20 }, () => add(agent, dosa.id, 1)));
    expect(results.map(errorCode)).toEqual(Array(20).fill(undefined));
    expect((await cartOf(agent)).items.map((line) => line.quantity)).toEqual([20]);
    const { rows } = await app.db.query(`SELECT count(*)::int AS carts FROM carts WHERE user_id = $1`, [userId]);
    expect(rows[0].carts).toBe(1);
  });

  it("never mixes two restaurants when adds from both arrive at once", async () => {
    const { agent, id: userId } = await signedInCustomer(app);
    // The cart exists and is empty: the adds race on the restaurant check, not on creating the cart.
    expect((await cartOf(agent)).items).toEqual([]);
    const items = Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? dosa.id : biryaniPlate.id));
    const results = await Promise.all(items.map((id) => add(agent, id, 1)));
    const winner = (await cartOf(agent)).items;
    expect(winner).toHaveLength(1);
    const added = results.filter((result) => !result.errors).length;
    const conflicts = results.filter((result) => errorCode(result) === "CART_RESTAURANT_CONFLICT").length;
    expect(added + conflicts).toBe(16);
    expect(winner[0]!.quantity).toBe(added);
    expect(added).toBe(8);
    const { rows } = await app.db.query(
      `SELECT DISTINCT mi.restaurant_id, c.restaurant_id AS cart_restaurant
         FROM carts c JOIN cart_items ci ON ci.cart_id = c.id JOIN menu_items mi ON mi.id = ci.menu_item_id
        WHERE c.user_id = $1`,
      [userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].restaurant_id).toBe(rows[0].cart_restaurant);
  });
});

describe("the cart query's SQL", () => {
  it("stays within 4 statements (the session's user included) whatever the number of lines", async () => {
    const restaurant = await insertRestaurant(app.db, { name: "Big Menu Mess" });
    const dishes: MenuItemRow[] = [];
    for (let i = 0; i < 10; i += 1) dishes.push(await insertMenuItem(app.db, restaurant.id));
    const { agent } = await signedInCustomer(app);
    const emptyCart = await app.countQueries(() => cartOf(agent));
    expect(emptyCart.count).toBeLessThanOrEqual(4);

    ok(await add(agent, dishes[0]!.id));
    const oneLine = await app.countQueries(() => cartOf(agent));
    for (const dish of dishes.slice(1)) ok(await add(agent, dish.id, 2));
    const tenLines = await app.countQueries(async () => expect((await cartOf(agent)).items).toHaveLength(10));
    expect(oneLine.count).toBeLessThanOrEqual(4);
    expect(tenLines.count).toBe(oneLine.count);
  });
});

describe("the cart over the legacy /api/shop/cart paths", () => {
  it("adds, reads, updates and deletes with the contract's answers", async () => {
    const { agent, id: userId } = await signedInCustomer(app);
    const empty = await agent.get(`/api/shop/cart/get/${userId}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ success: true, data: { userId, restaurantId: null, items: [] } });
    expect(typeof empty.body.data._id).toBe("string");

    const added = await agent.post("/api/shop/cart/add").send({ userId, menuItemId: dosa.id, quantity: 2 });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      success: true,
      message: "Item added to cart",
      data: {
        _id: empty.body.data._id,
        userId,
        restaurantId: tiffins.id,
        itemsTotal: 240,
        deliveryCharge: 30,
        totalAmount: 270,
        items: [
          {
            menuItemId: dosa.id,
            name: "Masala Dosa",
            image: "",
            restaurantId: tiffins.id,
            restaurantName: "Sri Krishna Tiffins",
            quantity: 2,
            offerPrice: 120,
            originalPrice: 150,
          },
        ],
      },
    });
    const again = await agent.post("/api/shop/cart/add").send({ userId, menuItemId: dosa.id, quantity: 1 });
    expect(again.body.data.items[0].quantity).toBe(3);

    const got = await agent.get(`/api/shop/cart/get/${userId}`);
    expect(got.body.data).toEqual(again.body.data);

    const updated = await agent.put("/api/shop/cart/update-cart").send({ userId, menuItemId: dosa.id, quantity: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true, message: "Cart item updated successfully", data: { items: [{ quantity: 1 }] } });

    const deleted = await agent.delete(`/api/shop/cart/${userId}/${dosa.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      success: true,
      message: "Cart item deleted successfully",
      data: { restaurantId: null, items: [] },
    });
  });

  it("answers the cart rules with real statuses and codes", async () => {
    const { agent, id: userId } = await signedInCustomer(app);
    await agent.post("/api/shop/cart/add").send({ userId, menuItemId: dosa.id, quantity: 1 });

    const conflict = await agent.post("/api/shop/cart/add").send({ userId, menuItemId: biryaniPlate.id, quantity: 1 });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({
      success: false,
      code: "CART_RESTAURANT_CONFLICT",
      message: "Your cart has items from Sri Krishna Tiffins. Start a new cart to add items from Godavari Biryani House?",
      currentRestaurantId: dosa.restaurant_id,
      currentRestaurantName: "Sri Krishna Tiffins",
    });
    const unavailable = await agent.post("/api/shop/cart/add").send({ userId, menuItemId: soldOut.id, quantity: 1 });
    expect([unavailable.status, unavailable.body.code]).toEqual([409, "ITEM_UNAVAILABLE"]);
    const closedOne = await agent.post("/api/shop/cart/add").send({ userId, menuItemId: closedDish.id, quantity: 1 });
    expect([closedOne.status, closedOne.body.code]).toEqual([409, "RESTAURANT_CLOSED"]);
    const unknown = await agent
      .post("/api/shop/cart/add")
      .send({ userId, menuItemId: "7d1e3c1a-9a4c-4c1e-8c1e-000000000000", quantity: 1 });
    expect([unknown.status, unknown.body.code]).toEqual([404, "NOT_FOUND"]);
    const zero = await agent.put("/api/shop/cart/update-cart").send({ userId, menuItemId: dosa.id, quantity: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({ success: false, code: "BAD_USER_INPUT", message: "Quantity must be a whole number from 1 to 99" });
    const notInCart = await agent.delete(`/api/shop/cart/${userId}/${idli.id}`);
    expect([notInCart.status, notInCart.body.code]).toEqual([404, "NOT_FOUND"]);
    const missingItem = await agent.post("/api/shop/cart/add").send({ userId, quantity: 1 });
    expect([missingItem.status, missingItem.body.message]).toEqual([400, "Menu item is required"]);
  });

  it("lets a customer act only on their own cart", async () => {
    const a = await signedInCustomer(app);
    const b = await signedInCustomer(app);
    await a.agent.post("/api/shop/cart/add").send({ userId: a.id, menuItemId: dosa.id, quantity: 2 });

    const asA = [
      b.agent.post("/api/shop/cart/add").send({ userId: a.id, menuItemId: dosa.id, quantity: 1 }),
      b.agent.get(`/api/shop/cart/get/${a.id}`),
      b.agent.put("/api/shop/cart/update-cart").send({ userId: a.id, menuItemId: dosa.id, quantity: 9 }),
      b.agent.delete(`/api/shop/cart/${a.id}/${dosa.id}`),
      b.agent.post("/api/shop/cart/add").send({ menuItemId: dosa.id, quantity: 1 }),
    ];
    for (const response of await Promise.all(asA)) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ success: false, code: "FORBIDDEN" });
    }

    const anonymous = app.agent();
    const unauthenticated = [
      anonymous.post("/api/shop/cart/add").send({ userId: a.id, menuItemId: dosa.id, quantity: 1 }),
      anonymous.get(`/api/shop/cart/get/${a.id}`),
      anonymous.put("/api/shop/cart/update-cart").send({ userId: a.id, menuItemId: dosa.id, quantity: 9 }),
      anonymous.delete(`/api/shop/cart/${a.id}/${dosa.id}`),
    ];
    for (const response of await Promise.all(unauthenticated)) {
      expect(response.status).toBe(401);
      expect(response.body.code).toBe("UNAUTHENTICATED");
    }

    const aCart = (await a.agent.get(`/api/shop/cart/get/${a.id}`)).body.data;
    expect(aCart.items.map((line: { menuItemId: string; quantity: number }) => [line.menuItemId, line.quantity])).toEqual([[dosa.id, 2]]);
  });
});
