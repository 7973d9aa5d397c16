import { wallClockText } from "../src/i18n/time-of-day";
import { randomUUID } from "node:crypto";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { insertMenuItem, insertRestaurant, type MenuItemRow } from "./support/fixtures";
import { documentText, errorCode, gql, ok } from "./support/graphql";
import { BIRYANI_CHOICES, optionId, setOptions } from "./support/menu-options";
import { insertAddress } from "./support/order-fixtures";
import { startTestApp, type TestApp } from "./support/test-app";
import { graphql } from "./gql";
import type { ReorderCartFieldsFragment } from "./gql/graphql";

/** Exported only so the fragment is read: the documents below spread it by name. */
export const REORDER_CART_FIELDS = graphql(`
  fragment ReorderCartFields on Cart {
    id itemsTotal restaurantName
    items { menuItemId name price quantity options { id name } }
  }
`);
const REORDER = graphql(`
  mutation Reorder($orderId: ID!) { reorder(orderId: $orderId) { leftOut cart { ...ReorderCartFields } } }
`);
const REORDER_CART = graphql(`
  query ReorderCart { cart { ...ReorderCartFields } }
`);
const REORDER_ADD = graphql(`
  mutation ReorderAdd($id: ID!, $q: Int, $optionIds: [ID!]) { addToCart(menuItemId: $id, quantity: $q, optionIds: $optionIds) { id } }
`);
const REORDER_PLACE = graphql(`
  mutation ReorderPlace($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }
`);

type Agent = ReturnType<TestApp["agent"]>;
type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInStaff(app, "admin");
});
afterAll(() => app.stop());

/** "name [choices] price ×quantity" for each line of the cart: what the customer sees. */
const summary = (cart: ReorderCartFieldsFragment) =>
  cart.items.map((line) => `${line.name} [${line.options.map((option) => option.name).join("+")}] ${line.price} ×${line.quantity}`);

/** Places the lines (item, choices, quantity) as the customer's order, as the shop does; the order's id. */
async function placeOrder(customer: Customer, lines: Array<[MenuItemRow, string[], number]>): Promise<string> {
  for (const [item, optionIds, q] of lines) ok(await gql(customer.agent, REORDER_ADD, { id: item.id, q, optionIds }));
  const addressId = await insertAddress(app.db, customer.id);
  return ok(await gql(customer.agent, REORDER_PLACE, { i: { addressId, idempotencyKey: randomUUID() } })).placeOrder.id;
}

/** A biryani house: a biryani with choices (₹180; Full +₹120, Egg +₹15), a dosa, an egg biryani, and a mutton biryani with choices. */
async function biryaniHouse() {
  const house = await insertRestaurant(app.db, { name: `Again Biryani House ${randomUUID().slice(0, 6)}` });
  const biryani = await insertMenuItem(app.db, house.id, { name: "Chicken Biryani", originalPricePaise: 18000, offerPricePaise: 18000 });
  const dosa = await insertMenuItem(app.db, house.id, { name: "Plain Dosa", originalPricePaise: 5000, offerPricePaise: 5000 });
  const egg = await insertMenuItem(app.db, house.id, { name: "Egg Biryani", originalPricePaise: 16000, offerPricePaise: 16000 });
  const mutton = await insertMenuItem(app.db, house.id, { name: "Mutton Biryani", originalPricePaise: 26000, offerPricePaise: 26000 });
  const biryaniChoices = await setOptions(admin.agent, biryani.id);
  const muttonChoices = await setOptions(admin.agent, mutton.id);
  return { house, biryani, dosa, egg, mutton, biryaniChoices, muttonChoices };
}

const reorderIn = async (agent: Agent, orderId: string, language: "en" | "te") => {
  const res = await agent
    .post("/graphql")
    .set("Content-Type", "application/json")
    .set("Accept-Language", language)
    .send({ query: documentText(REORDER), variables: { orderId } });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.reorder as { leftOut: string[]; cart: ReorderCartFieldsFragment };
};

describe("order again", () => {
  it("puts the order's lines with their choices back at today's prices, naming what it left out", async () => {
    const { house, biryani, dosa, egg, mutton, biryaniChoices, muttonChoices } = await biryaniHouse();
    const customer = await signedInCustomer(app);
    const [full, egged] = [optionId(biryaniChoices, "Full"), optionId(biryaniChoices, "Egg")];
    const [half, raita] = [optionId(muttonChoices, "Half"), optionId(muttonChoices, "Extra raita")];
    const orderId = await placeOrder(customer, [
      [biryani, [full, egged], 2],
      [dosa, [], 1],
      [egg, [], 1],
      [mutton, [half, raita], 1],
    ]);

    // Since then: the biryani costs ₹20 more, the egg biryani is sold out, the mutton biryani lost its extras.
    await app.db.query(`UPDATE menu_items SET original_price_paise = 20000, offer_price_paise = 20000 WHERE id = $1`, [biryani.id]);
    await app.db.query(`UPDATE menu_items SET is_available = false WHERE id = $1`, [egg.id]);
    await setOptions(admin.agent, mutton.id, [
      {
        ...BIRYANI_CHOICES[0]!,
        id: muttonChoices[0]!.id,
        options: muttonChoices[0]!.options.map(({ id, name, extraPrice }) => ({ id, name, extraPrice })),
      },
    ]);
    // The cart holds something else meanwhile: it is replaced.
    const elsewhere = await insertRestaurant(app.db, { name: "Another Tiffin Centre" });
    ok(await gql(customer.agent, REORDER_ADD, { id: (await insertMenuItem(app.db, elsewhere.id, { name: "Idli" })).id, q: 3 }));

    const again = ok(await gql(customer.agent, REORDER, { orderId })).reorder;
    expect(summary(again.cart)).toEqual(["Chicken Biryani [Full+Egg] 335 ×2", "Plain Dosa [] 50 ×1"]);
    expect(again.cart).toMatchObject({ itemsTotal: 720, restaurantName: house.name });
    expect(again.cart.items[0]!.options.map((option) => option.id).sort()).toEqual([full, egged].sort());
    expect(again.leftOut).toEqual(["Egg Biryani (sold out)", "Mutton Biryani (Extra raita no longer offered)"]);
    expect(summary(ok(await gql(customer.agent, REORDER_CART)).cart)).toEqual(summary(again.cart));

    // Twice gives the same cart (replaced, not added to), and the reasons come in the caller's language.
    const telugu = await reorderIn(customer.agent, orderId, "te");
    expect(summary(telugu.cart)).toEqual(["Chicken Biryani [Full+Egg] 335 ×2", "Plain Dosa [] 50 ×1"]);
    expect(telugu.leftOut).toEqual(["Egg Biryani (అయిపోయింది)", "Mutton Biryani (Extra raita ఇప్పుడు లేదు)"]);
  });

  it("leaves out a sold-out choice, a deleted item and an item not served at this hour", async () => {
    const { biryani, dosa, egg, biryaniChoices } = await biryaniHouse();
    const customer = await signedInCustomer(app);
    const [half, egged] = [optionId(biryaniChoices, "Half"), optionId(biryaniChoices, "Egg")];
    const orderId = await placeOrder(customer, [
      [biryani, [half, egged], 1],
      [dosa, [], 2],
      [egg, [], 1],
    ]);
    await app.db.query(`UPDATE menu_options SET is_available = false WHERE id = $1`, [egged]);
    await app.db.query(`DELETE FROM menu_items WHERE id = $1`, [egg.id]);
    // Served for one hour a day, starting two hours from now (India's time): never at this hour.
    const hour = Number(new Date().toLocaleString("en-GB", { timeZone: "Asia/Kolkata", hour: "2-digit", hour12: false })) % 24;
    const [from, until] = [2, 3].map((ahead) => `${String((hour + ahead) % 24).padStart(2, "0")}:00`);
    await app.db.query(`UPDATE menu_items SET available_from = $2, available_until = $3 WHERE id = $1`, [dosa.id, from, until]);

    const again = await reorderIn(customer.agent, orderId, "en");
    expect(again.leftOut).toEqual([
      "Chicken Biryani (Egg sold out)",
      `Plain Dosa (served from ${wallClockText(from, "en")})`,
      "Egg Biryani (no longer on the menu)",
    ]);
    // Nothing could be added: the cart stays as it was (here, empty once the order emptied it).
    expect(again.cart.items).toEqual([]);
  });

  it("leaves everything out when the restaurant is closed, keeping the cart as it was", async () => {
    const { house, biryani, dosa, biryaniChoices } = await biryaniHouse();
    const customer = await signedInCustomer(app);
    const orderId = await placeOrder(customer, [[biryani, [optionId(biryaniChoices, "Half")], 1]]);
    ok(await gql(customer.agent, REORDER_ADD, { id: dosa.id, q: 2 }));
    await app.db.query(`UPDATE restaurants SET is_open = false WHERE id = $1`, [house.id]);

    const again = ok(await gql(customer.agent, REORDER, { orderId })).reorder;
    expect(again.leftOut).toEqual([`Chicken Biryani (${house.name} is closed now)`]);
    expect(summary(again.cart)).toEqual(["Plain Dosa [] 50 ×2"]);
  });

  it("reorders only the customer's own order: NOT_FOUND for another's or an unknown one, UNAUTHENTICATED, FORBIDDEN to a key", async () => {
    const { house, dosa } = await biryaniHouse();
    const owner = await signedInCustomer(app);
    const orderId = await placeOrder(owner, [[dosa, [], 1]]);
    const other = await signedInCustomer(app);
    ok(await gql(other.agent, REORDER_ADD, { id: dosa.id, q: 4 }));

    expect(errorCode(await gql(other.agent, REORDER, { orderId }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(other.agent, REORDER, { orderId: randomUUID() }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(other.agent, REORDER, { orderId: "not-an-id" }))).toBe("NOT_FOUND");
    expect(summary(ok(await gql(other.agent, REORDER_CART)).cart)).toEqual(["Plain Dosa [] 50 ×4"]);
    expect(errorCode(await gql(app.agent(), REORDER, { orderId }))).toBe("UNAUTHENTICATED");

    const superadmin = await signedInStaff(app, "superadmin");
    const key = await createApiKey(superadmin.agent, { name: "Again", scopes: ["ORDERS_READ", "ORDERS_WRITE"], restaurantIds: [house.id] });
    expect(errorCode(await gql(keyAgent(app.url, key.secret), REORDER, { orderId }))).toBe("FORBIDDEN");
  });
});
