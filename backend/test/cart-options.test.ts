import { randomUUID } from "node:crypto";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql, ok } from "./support/graphql";
import { BIRYANI_CHOICES, SET_MENU_OPTION_AVAILABLE, optionId, setOptions } from "./support/menu-options";
import { insertAddress } from "./support/order-fixtures";
import { startTestApp, type TestApp } from "./support/test-app";
import { graphql } from "./gql";
import type { CartWithOptionsFieldsFragment } from "./gql/graphql";

/** Exported only so the fragment is read: the documents below spread it by name. */
export const CART_WITH_OPTIONS_FIELDS = graphql(`
  fragment CartWithOptionsFields on Cart {
    id itemsTotal total canCheckout hasUnavailableItems
    items { id menuItemId name price offerPrice originalPrice quantity lineTotal isAvailable options { id name groupName extraPrice } }
  }
`);
const CART_WITH_OPTIONS = graphql(`
  query CartWithOptions { cart { ...CartWithOptionsFields } }
`);
const ADD_WITH_OPTIONS = graphql(`
  mutation AddWithOptions($id: ID!, $q: Int, $optionIds: [ID!]) {
    addToCart(menuItemId: $id, quantity: $q, optionIds: $optionIds) { ...CartWithOptionsFields }
  }
`);
const UPDATE_CART_LINE = graphql(`
  mutation UpdateCartLine($lineId: ID!, $q: Int!) { updateCartLine(lineId: $lineId, quantity: $q) { ...CartWithOptionsFields } }
`);
const REMOVE_CART_LINE = graphql(`
  mutation RemoveCartLine($lineId: ID!) { removeCartLine(lineId: $lineId) { ...CartWithOptionsFields } }
`);
const UPDATE_BY_ITEM = graphql(`
  mutation UpdateCartItemWithOptions($id: ID!, $q: Int!) { updateCartItem(menuItemId: $id, quantity: $q) { ...CartWithOptionsFields } }
`);
const PLACE_WITH_OPTIONS = graphql(`
  mutation PlaceOrderWithOptions($i: PlaceOrderInput!) {
    placeOrder(input: $i) { id itemsTotal total lines { name price originalPrice quantity lineTotal options { id name groupName extraPrice } } }
  }
`);
const ADMIN_ORDER_OPTIONS = graphql(`
  query AdminOrderOptions($id: ID!) { adminOrder(id: $id) { id lines { name price options { name groupName extraPrice } } } }
`);
const KEY_ORDERS_OPTIONS = graphql(`
  query KeyOrdersOptions($restaurantId: ID!) {
    restaurantOrders(restaurantId: $restaurantId) { items { id lines { name price options { name groupName extraPrice } } } }
  }
`);

type Agent = ReturnType<TestApp["agent"]>;
type Groups = Awaited<ReturnType<typeof setOptions>>;

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let house: RestaurantRow;
let biryani: MenuItemRow;
let dosa: MenuItemRow;
let groups: Groups;
let half: string;
let full: string;
let raita: string;
let egg: string;

/** Sets the biryani's choices afresh (new option ids) and remembers their ids. */
async function giveBiryaniItsChoices(): Promise<void> {
  groups = await setOptions(admin.agent, biryani.id);
  [half, full, raita, egg] = ["Half", "Full", "Extra raita", "Egg"].map((name) => optionId(groups, name)) as [
    string,
    string,
    string,
    string,
  ];
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInStaff(app, "admin");
  house = await insertRestaurant(app.db, { name: "Choices Biryani House" });
  biryani = await insertMenuItem(app.db, house.id, { name: "Chicken Biryani", originalPricePaise: 18000, offerPricePaise: 18000 });
  dosa = await insertMenuItem(app.db, house.id, { name: "Plain Dosa", originalPricePaise: 5000, offerPricePaise: 5000 });
  await giveBiryaniItsChoices();
});
afterAll(() => app.stop());

const add = (agent: Agent, optionIds: string[], q = 1, id = biryani.id) => gql(agent, ADD_WITH_OPTIONS, { id, q, optionIds });
const cartOf = async (agent: Agent): Promise<CartWithOptionsFieldsFragment> => ok(await gql(agent, CART_WITH_OPTIONS)).cart;
const lineSummary = (cart: CartWithOptionsFieldsFragment) =>
  cart.items.map((line) => [line.options.map((option) => option.name).join("+"), line.price, line.quantity, line.lineTotal]);

describe("cart lines with choices", () => {
  it("prices a line as the item plus its extras, on the server", async () => {
    const { agent } = await signedInCustomer(app);
    const cart = ok(await add(agent, [raita, full], 2)).addToCart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      name: "Chicken Biryani",
      price: 320,
      offerPrice: 320,
      originalPrice: 320,
      quantity: 2,
      lineTotal: 640,
      isAvailable: true,
      options: [
        { id: full, name: "Full", groupName: "Portion", extraPrice: 120 },
        { id: raita, name: "Extra raita", groupName: "Extras", extraPrice: 20 },
      ],
    });
    expect(cart).toMatchObject({ itemsTotal: 640, total: 670, canCheckout: true });
  });

  it("merges the same choices into one line, in any order, and splits other choices", async () => {
    const { agent } = await signedInCustomer(app);
    ok(await add(agent, [full, raita]));
    ok(await add(agent, [raita, full, raita]));
    ok(await add(agent, [half]));
    const cart = ok(await add(agent, [full]));
    expect(lineSummary(cart.addToCart)).toEqual([
      ["Full+Extra raita", 320, 2, 640],
      ["Half", 180, 1, 180],
      ["Full", 300, 1, 300],
    ]);
    expect(cart.addToCart.itemsTotal).toBe(1120);
  });

  it("refuses choices that break a group's rules, naming the group, and an option of another item", async () => {
    const { agent } = await signedInCustomer(app);
    const required = await add(agent, [raita]);
    expect(required.errors![0]!.extensions).toMatchObject({ code: "OPTION_REQUIRED", groupName: "Portion", groupId: groups[0]!.id });
    expect(required.errors![0]!.message).toBe("Please choose Portion for Chicken Biryani.");
    const tooMany = await add(agent, [half, full]);
    expect(tooMany.errors![0]!.extensions).toMatchObject({ code: "TOO_MANY_OPTIONS", groupName: "Portion" });
    const other = await insertMenuItem(app.db, house.id, { name: "Mutton Biryani" });
    const otherGroups = await setOptions(admin.agent, other.id);
    const foreign = await add(agent, [full, optionId(otherGroups, "Egg")]);
    expect(errorCode(foreign)).toBe("BAD_USER_INPUT");
    expect(errorCode(await add(agent, [], 1, dosa.id))).toBeUndefined();
    expect(errorCode(await add(agent, [full], 1, dosa.id))).toBe("BAD_USER_INPUT");

    const over = await setOptions(admin.agent, other.id, [
      BIRYANI_CHOICES[0]!,
      { ...BIRYANI_CHOICES[1]!, maxChoices: 1, options: [{ name: "Egg", extraPrice: 15, isAvailable: false }] },
    ]);
    const unavailable = await add(agent, [optionId(over, "Half"), optionId(over, "Egg")], 1, other.id);
    expect(unavailable.errors![0]!.extensions).toMatchObject({ code: "OPTION_UNAVAILABLE", groupName: "Extras" });
    expect(lineSummary(await cartOf(agent))).toEqual([["", 50, 1, 50]]);
  });

  it("changes and removes one line by its id; by item only while the item has one line", async () => {
    const { agent } = await signedInCustomer(app);
    ok(await add(agent, [full]));
    const [fullLine] = (await cartOf(agent)).items;
    expect(lineSummary(ok(await gql(agent, UPDATE_BY_ITEM, { id: biryani.id, q: 3 })).updateCartItem)).toEqual([["Full", 300, 3, 900]]);
    const two = ok(await add(agent, [half])).addToCart;
    const byItem = await gql(agent, UPDATE_BY_ITEM, { id: biryani.id, q: 1 });
    expect(errorCode(byItem)).toBe("CONFLICT");
    expect(byItem.errors![0]!.message).toBe("Chicken Biryani is in your cart with different choices. Change or remove one of its lines.");
    const halfLine = two.items.find((line) => line.id !== fullLine!.id)!;
    expect(lineSummary(ok(await gql(agent, UPDATE_CART_LINE, { lineId: halfLine.id, q: 4 })).updateCartLine)).toEqual([
      ["Full", 300, 3, 900],
      ["Half", 180, 4, 720],
    ]);
    expect(lineSummary(ok(await gql(agent, REMOVE_CART_LINE, { lineId: fullLine!.id })).removeCartLine)).toEqual([["Half", 180, 4, 720]]);
    // Another customer's line is not in this cart.
    const other = await signedInCustomer(app);
    expect(errorCode(await gql(other.agent, UPDATE_CART_LINE, { lineId: halfLine.id, q: 1 }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(other.agent, REMOVE_CART_LINE, { lineId: halfLine.id }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(app.agent(), REMOVE_CART_LINE, { lineId: halfLine.id }))).toBe("UNAUTHENTICATED");
    expect(lineSummary(ok(await gql(agent, REMOVE_CART_LINE, { lineId: halfLine.id })).removeCartLine)).toEqual([]);
  });
});

describe("choices that change after they were made", () => {
  it("shows a line whose option ran out or was removed as unavailable and refuses its order", async () => {
    const item = await insertMenuItem(app.db, house.id, { name: "Egg Biryani", originalPricePaise: 16000, offerPricePaise: 16000 });
    const choices = await setOptions(admin.agent, item.id);
    const customer = await signedInCustomer(app);
    const addressId = await insertAddress(app.db, customer.id);
    ok(await add(customer.agent, [optionId(choices, "Half"), optionId(choices, "Egg")], 1, item.id));

    ok(await gql(admin.agent, SET_MENU_OPTION_AVAILABLE, { optionId: optionId(choices, "Egg"), isAvailable: false }));
    const ranOut = await cartOf(customer.agent);
    expect(ranOut.items[0]).toMatchObject({ isAvailable: false, price: 175 });
    expect(ranOut).toMatchObject({ hasUnavailableItems: true, canCheckout: false });
    const refused = await gql(customer.agent, PLACE_WITH_OPTIONS, { i: { addressId, idempotencyKey: randomUUID() } });
    expect(refused.errors![0]!.extensions).toMatchObject({ code: "OPTION_UNAVAILABLE", groupName: "Extras", menuItemIds: [item.id] });

    // The admin drops the extras group: the egg chosen is no longer on the menu.
    await setOptions(admin.agent, item.id, [
      {
        ...BIRYANI_CHOICES[0]!,
        id: choices[0]!.id,
        options: choices[0]!.options.map(({ id, name, extraPrice }) => ({ id, name, extraPrice })),
      },
    ]);
    const removed = await cartOf(customer.agent);
    expect(removed.items[0]).toMatchObject({ isAvailable: false, price: 160, options: [{ name: "Half" }] });
    const again = await gql(customer.agent, PLACE_WITH_OPTIONS, { i: { addressId, idempotencyKey: randomUUID() } });
    expect(errorCode(again)).toBe("OPTION_UNAVAILABLE");
  });

  it("prices the order with the choices as they are when it is placed, never a stale price", async () => {
    const item = await insertMenuItem(app.db, house.id, { name: "Prawn Biryani", originalPricePaise: 20000, offerPricePaise: 20000 });
    const choices = await setOptions(admin.agent, item.id);
    const portion = choices[0]!;
    const withFullAt = (rupees: number) => [
      {
        id: portion.id,
        name: "Portion",
        minChoices: 1,
        maxChoices: 1,
        options: portion.options.map(({ id, name }) => ({ id, name, extraPrice: name === "Full" ? rupees : 0 })),
      },
    ];
    const fullId = optionId(choices, "Full");

    const customer = await signedInCustomer(app);
    const addressId = await insertAddress(app.db, customer.id);
    ok(await add(customer.agent, [fullId], 2, item.id));
    await setOptions(admin.agent, item.id, withFullAt(150));
    expect((await cartOf(customer.agent)).items[0]!.price).toBe(350);
    const placed = ok(await gql(customer.agent, PLACE_WITH_OPTIONS, { i: { addressId, idempotencyKey: randomUUID() } })).placeOrder;
    expect(placed).toMatchObject({ itemsTotal: 700, lines: [{ price: 350, quantity: 2, options: [{ name: "Full", extraPrice: 150 }] }] });

    // The price changes while orders are being placed: each order is wholly at one price or the other.
    const racers = await Promise.all([1, 2, 3].map(() => signedInCustomer(app)));
    const addresses = await Promise.all(racers.map((racer) => insertAddress(app.db, racer.id)));
    for (const racer of racers) ok(await add(racer.agent, [fullId], 1, item.id));
    const [changed, ...orders] = await Promise.all([
      setOptions(admin.agent, item.id, withFullAt(180)),
      ...racers.map((racer, i) => gql(racer.agent, PLACE_WITH_OPTIONS, { i: { addressId: addresses[i]!, idempotencyKey: randomUUID() } })),
    ]);
    expect(changed).toHaveLength(1);
    for (const result of orders) {
      const order = ok(result).placeOrder;
      const line = order.lines[0]!;
      expect([350, 380]).toContain(line.price);
      expect(line.price).toBe(200 + line.options[0]!.extraPrice);
      expect(order.itemsTotal).toBe(line.price);
    }
  });
});

describe("orders keep the choices", () => {
  it("snapshots them on the order line, for the customer, the admins and the restaurant's key", async () => {
    const customer = await signedInCustomer(app);
    const addressId = await insertAddress(app.db, customer.id);
    ok(await add(customer.agent, [full, egg, raita]));
    const order = ok(await gql(customer.agent, PLACE_WITH_OPTIONS, { i: { addressId, idempotencyKey: randomUUID() } })).placeOrder;
    const options = [
      { name: "Full", groupName: "Portion", extraPrice: 120 },
      { name: "Extra raita", groupName: "Extras", extraPrice: 20 },
      { name: "Egg", groupName: "Extras", extraPrice: 15 },
    ];
    expect(order.lines).toEqual([
      {
        name: "Chicken Biryani",
        price: 335,
        originalPrice: 335,
        quantity: 1,
        lineTotal: 335,
        options: options.map((o) => expect.objectContaining(o)),
      },
    ]);
    expect(order).toMatchObject({ itemsTotal: 335, total: 365 });

    // Renamed and repriced later, the order keeps what was chosen then.
    await setOptions(admin.agent, biryani.id, []);
    const superadmin = await signedInStaff(app, "superadmin");
    const adminView = ok(await gql(superadmin.agent, ADMIN_ORDER_OPTIONS, { id: order.id })).adminOrder;
    expect(adminView.lines).toEqual([{ name: "Chicken Biryani", price: 335, options }]);
    const key = await createApiKey(superadmin.agent, { name: "Orders reader", scopes: ["ORDERS_READ"], restaurantIds: [house.id] });
    const keyView = ok(await gql(keyAgent(app.url, key.secret), KEY_ORDERS_OPTIONS, { restaurantId: house.id })).restaurantOrders;
    expect(keyView.items.find((item) => item.id === order.id)!.lines).toEqual([{ name: "Chicken Biryani", price: 335, options }]);
    await giveBiryaniItsChoices();
  });
});

describe("the legacy cart and order paths", () => {
  it("adds an item whose choices are all optional, and refuses one that needs a choice, naming it", async () => {
    const { agent, id: userId } = await signedInCustomer(app);
    const needsChoice = await agent.post("/api/shop/cart/add").send({ userId, menuItemId: biryani.id, quantity: 1 });
    expect(needsChoice.status).toBe(400);
    expect(needsChoice.body).toMatchObject({
      success: false,
      code: "OPTION_REQUIRED",
      message: "Please choose Portion for Chicken Biryani.",
      groupName: "Portion",
    });

    const raitaOnly = await insertMenuItem(app.db, house.id, { name: "Veg Biryani", originalPricePaise: 15000, offerPricePaise: 15000 });
    await setOptions(admin.agent, raitaOnly.id, [BIRYANI_CHOICES[1]!]);
    const added = await agent.post("/api/shop/cart/add").send({ userId, menuItemId: raitaOnly.id, quantity: 2 });
    expect(added.status).toBe(200);
    expect(added.body.data.items).toEqual([expect.objectContaining({ name: "Veg Biryani", price: 150, offerPrice: 150, quantity: 2 })]);
  });

  it("shows a line's choices in its name and its price with the extras, in the cart and the order", async () => {
    const { agent, id: userId } = await signedInCustomer(app);
    const addressId = await insertAddress(app.db, userId);
    ok(await add(agent, [full, raita]));
    const cart = await agent.get(`/api/shop/cart/get/${userId}`);
    expect(cart.body.data.items).toEqual([
      expect.objectContaining({
        menuItemId: biryani.id,
        name: "Chicken Biryani (Full, Extra raita)",
        price: 320,
        offerPrice: 320,
        originalPrice: 320,
      }),
    ]);
    expect(cart.body.data).toMatchObject({ itemsTotal: 320, totalAmount: 350 });
    const placed = await agent.post("/api/shop/order/create").send({ userId, addressInfo: { addressId } });
    expect(placed.status).toBe(201);
    expect(placed.body.data.cartItems).toEqual([
      expect.objectContaining({
        menuItemId: biryani.id,
        name: "Chicken Biryani (Full, Extra raita)",
        offerPrice: 320,
        originalPrice: 320,
        quantity: 1,
      }),
    ]);
    expect(placed.body.data).toMatchObject({ itemsTotal: 320, totalAmount: 350 });
  });
});
