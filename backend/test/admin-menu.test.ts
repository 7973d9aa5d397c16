import sharp from "sharp";
import type request from "supertest";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant } from "./support/fixtures";
import { errorCode, gql, operation, type Operation } from "./support/graphql";
import { CREATE_MENU_ITEM, DELETE_MENU_ITEM, UPDATE_MENU_ITEM } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";
import { PLACES } from "./catalogue-support";
import type { MenuItemInput } from "./gql/graphql";

const OFFER_ABOVE = "Offer price cannot be more than the original price";

let app: TestApp;
let admin: request.Agent;
let customer: request.Agent;
let restaurantId: string;
let otherRestaurantId: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedInStaff(app, "admin")).agent;
  customer = (await signedInCustomer(app)).agent;
  ({ id: restaurantId } = await insertRestaurant(app.db, { name: "Menu Admin Mess", ...PLACES.guntur }));
  ({ id: otherRestaurantId } = await insertRestaurant(app.db, { name: "Someone Else's", ...PLACES.guntur }));
});
afterAll(() => app.stop());

const validItem = (overrides: Partial<MenuItemInput> = {}): MenuItemInput => ({
  name: "Pesarattu",
  description: "Green gram dosa with upma",
  image: "/uploads/pesarattu.webp",
  originalPrice: 90,
  offerPrice: 75,
  isVeg: true,
  category: "tiffin",
  ingredients: "Green gram, ginger, chilli",
  preparationTime: "15 mins",
  rating: 4.5,
  isAvailable: true,
  ...overrides,
});

async function createItem(overrides: Partial<MenuItemInput> = {}, forRestaurant = restaurantId) {
  const result = await gql(admin, CREATE_MENU_ITEM, { r: forRestaurant, i: validItem(overrides) });
  expect(result.errors).toBeUndefined();
  return result.data!.createMenuItem;
}

describe("who may run menus", () => {
  it("asks anonymous callers to log in and refuses customers, in both adapters", async () => {
    const { id } = await insertMenuItem(app.db, restaurantId, { name: "Guarded Dish" });
    const operations: Operation[] = [
      operation(CREATE_MENU_ITEM, { r: restaurantId, i: validItem() }),
      operation(UPDATE_MENU_ITEM, { r: restaurantId, id, i: { isAvailable: false } }),
      operation(DELETE_MENU_ITEM, { r: restaurantId, id }),
    ];
    for (const send of operations) {
      expect(errorCode(await send(app.agent()))).toBe("UNAUTHENTICATED");
      expect(errorCode(await send(customer))).toBe("FORBIDDEN");
    }
    const paths: Array<["get" | "post" | "put" | "delete", string]> = [
      ["post", `/api/admin/restaurants/${restaurantId}/add`],
      ["get", `/api/admin/restaurants/${restaurantId}/get`],
      ["put", `/api/admin/restaurants/${restaurantId}/edit/${id}`],
      ["delete", `/api/admin/restaurants/${restaurantId}/delete/${id}`],
    ];
    for (const [method, path] of paths) {
      expect((await app.agent()[method](path).send({})).status).toBe(401);
      expect((await customer[method](path).send({ isAvailable: false })).status).toBe(403);
    }
    const row = await app.db.query(`SELECT is_available FROM menu_items WHERE id = $1`, [id]);
    expect(row.rows).toEqual([{ is_available: true }]);
  });
});

describe("menu items", () => {
  it("creates an item, the discount computed from the prices", async () => {
    const item = await createItem();
    expect(item).toEqual({ ...validItem(), id: expect.any(String), restaurantId, price: 75, discount: 17 });
    const row = await app.db.query(`SELECT original_price_paise, offer_price_paise FROM menu_items WHERE id = $1`, [item.id]);
    expect(row.rows[0]).toEqual({ original_price_paise: 9000, offer_price_paise: 7500 });
  });

  it("saves false and zero values: unavailable, non-veg, no discount", async () => {
    const item = await createItem({
      name: "Mutton Curry",
      isVeg: false,
      isAvailable: false,
      originalPrice: 280,
      offerPrice: 280,
      rating: 0,
    });
    expect(item).toMatchObject({ isVeg: false, isAvailable: false, discount: 0, price: 280, rating: 0 });
    const noOffer = await createItem({ name: "Plain Rice", offerPrice: undefined, originalPrice: 40 });
    expect(noOffer).toMatchObject({ offerPrice: 40, discount: 0 });

    const available = await createItem({ name: "Switch Me" });
    const off = await gql(admin, UPDATE_MENU_ITEM, { r: restaurantId, id: available.id, i: { isAvailable: false } });
    expect(off.data!.updateMenuItem).toEqual({ ...available, isAvailable: false });
    const nonVeg = await gql(admin, UPDATE_MENU_ITEM, { r: restaurantId, id: available.id, i: { isVeg: false } });
    expect(nonVeg.data!.updateMenuItem).toEqual({ ...available, isAvailable: false, isVeg: false });
    const full = await gql(admin, UPDATE_MENU_ITEM, { r: restaurantId, id: available.id, i: { offerPrice: 90 } });
    expect(full.data!.updateMenuItem).toMatchObject({ offerPrice: 90, originalPrice: 90, discount: 0 });
  });

  it("refuses an offer above the original price, also when an edit changes only one of them", async () => {
    const created = await gql(admin, CREATE_MENU_ITEM, { r: restaurantId, i: validItem({ offerPrice: 95 }) });
    expect(errorCode(created)).toBe("BAD_USER_INPUT");
    expect(created.errors![0]!.message).toBe(OFFER_ABOVE);

    const item = await createItem({ name: "Cheaper Later" });
    const lowered = await gql(admin, UPDATE_MENU_ITEM, { r: restaurantId, id: item.id, i: { originalPrice: 70 } });
    expect(lowered.errors![0]!.message).toBe(OFFER_ABOVE);
    const raised = await admin.put(`/api/admin/restaurants/${restaurantId}/edit/${item.id}`).send({ offerPrice: "100" });
    expect(raised.status).toBe(400);
    expect(raised.body).toMatchObject({ message: OFFER_ABOVE, fields: [{ field: "offerPrice", messages: [OFFER_ABOVE] }] });
    const row = await app.db.query(`SELECT original_price_paise, offer_price_paise FROM menu_items WHERE id = $1`, [item.id]);
    expect(row.rows[0]).toEqual({ original_price_paise: 9000, offer_price_paise: 7500 });
  });

  it("refuses bad fields with their messages", async () => {
    const cases: Array<[Partial<MenuItemInput>, string]> = [
      [{ name: "" }, "Name is required"],
      [{ originalPrice: 0 }, "Original price must be ₹1 to ₹1,00,000"],
      [{ offerPrice: -5 }, "Offer price must be ₹1 to ₹1,00,000"],
      [{ rating: 6 }, "Rating must be from 0 to 5"],
      [{ image: "ftp://x/y.png" }, "Image must be an uploaded image (/uploads/...) or an http(s) URL"],
    ];
    for (const [change, message] of cases) {
      const result = await gql(admin, CREATE_MENU_ITEM, { r: restaurantId, i: validItem(change) });
      expect(result.errors![0]!.message).toBe(message);
    }
    const rest = await admin
      .post(`/api/admin/restaurants/${restaurantId}/add`)
      .send({ ...validItem(), category: "dessert", isVeg: "maybe" });
    expect(rest.status).toBe(400);
    expect(rest.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(["category", "isVeg"]);
  });

  it("answers NOT_FOUND for an item of another restaurant, an unknown item or restaurant", async () => {
    const item = await createItem({ name: "Not Yours" });
    const wrong = await gql(admin, UPDATE_MENU_ITEM, { r: otherRestaurantId, id: item.id, i: { name: "Stolen" } });
    expect(errorCode(wrong)).toBe("NOT_FOUND");
    expect(errorCode(await gql(admin, DELETE_MENU_ITEM, { r: otherRestaurantId, id: item.id }))).toBe("NOT_FOUND");
    const restEdit = await admin.put(`/api/admin/restaurants/${otherRestaurantId}/edit/${item.id}`).send({ name: "Stolen" });
    expect(restEdit.status).toBe(404);
    expect(restEdit.body).toEqual({ success: false, message: "Menu item not found", code: "NOT_FOUND" });
    expect((await admin.delete(`/api/admin/restaurants/${otherRestaurantId}/delete/${item.id}`)).status).toBe(404);
    const row = await app.db.query(`SELECT name FROM menu_items WHERE id = $1`, [item.id]);
    expect(row.rows).toEqual([{ name: "Not Yours" }]);

    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(errorCode(await gql(admin, UPDATE_MENU_ITEM, { r: restaurantId, id: unknown, i: { name: "Ghost" } }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(admin, CREATE_MENU_ITEM, { r: unknown, i: validItem() }))).toBe("NOT_FOUND");
    expect((await admin.post(`/api/admin/restaurants/${unknown}/add`).send(validItem())).status).toBe(404);
    expect((await admin.post(`/api/admin/restaurants/bad-id/add`).send(validItem())).status).toBe(404);
    expect((await admin.get(`/api/admin/restaurants/${unknown}/get`)).status).toBe(404);
  });

  it("deletes an item", async () => {
    const item = await createItem({ name: "Gone Soon" });
    const deleted = await gql(admin, DELETE_MENU_ITEM, { r: restaurantId, id: item.id });
    expect(deleted.data!.deleteMenuItem).toEqual({ id: item.id, message: "Menu Item deleted successfully" });
    expect(errorCode(await gql(admin, DELETE_MENU_ITEM, { r: restaurantId, id: item.id }))).toBe("NOT_FOUND");
  });
});

describe("menu items over the legacy admin paths", () => {
  it("adds, lists, edits and deletes with the contract's answers; a sent discount is ignored", async () => {
    const { id: restaurant } = await insertRestaurant(app.db, { name: "Legacy Menu", ...PLACES.nellore });
    const added = await admin.post(`/api/admin/restaurants/${restaurant}/add`).send({
      ...validItem({ name: "Gongura Chicken" }),
      originalPrice: "250",
      offerPrice: "250",
      isVeg: "false",
      isAvailable: "false",
      rating: "4.2",
      category: "meal",
      discount: 90,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      success: true,
      data: {
        _id: expect.any(String),
        restaurantId: restaurant,
        name: "Gongura Chicken",
        originalPrice: 250,
        offerPrice: 250,
        discount: 0,
        isVeg: false,
        isAvailable: false,
        rating: "4.2",
        category: "meal",
      },
    });
    const itemId = added.body.data._id;

    const listed = await admin.get(`/api/admin/restaurants/${restaurant}/get`);
    expect(listed.body).toMatchObject({ success: true, data: [{ _id: itemId, isAvailable: false }] });

    const edited = await admin.put(`/api/admin/restaurants/${restaurant}/edit/${itemId}`).send({ offerPrice: 200, isAvailable: true });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      success: true,
      message: "Menu Item updated successfully",
      data: { _id: itemId, offerPrice: 200, originalPrice: 250, discount: 20, isAvailable: true, isVeg: false },
    });

    const deleted = await admin.delete(`/api/admin/restaurants/${restaurant}/delete/${itemId}`);
    expect(deleted.body).toEqual({ success: true, message: "Menu Item deleted successfully" });
    const empty = await admin.get(`/api/admin/restaurants/${restaurant}/get`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ success: true, data: [] });
  });
});

describe("pictures of deleted or replaced items and restaurants", () => {
  const png = (red: number) =>
    sharp({ create: { width: 64, height: 64, channels: 3, background: { r: red, g: 120, b: 40 } } })
      .png()
      .toBuffer();
  async function upload(red: number): Promise<string> {
    const res = await admin.post("/api/admin/restaurants/upload-image").attach("my_file", await png(red), "dish.png");
    expect(res.status).toBe(200);
    return res.body.result.url;
  }
  const served = async (url: string) => (await app.agent().get(url)).status;

  it("are deleted once nothing names them any more", async () => {
    const { id: restaurant } = await insertRestaurant(app.db, { name: "Picture House", ...PLACES.ongole });
    const [first, second, cover, shared] = [await upload(10), await upload(60), await upload(110), await upload(160)];
    const item = await createItem({ name: "Photogenic Dosa", image: first }, restaurant);
    await createItem({ name: "Twin One", image: shared }, restaurant);
    const twin = await createItem({ name: "Twin Two", image: shared }, restaurant);
    expect(await served(first)).toBe(200);

    await gql(admin, UPDATE_MENU_ITEM, { r: restaurant, id: item.id, i: { image: second } });
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);

    // Still named by "Twin One", so kept.
    await gql(admin, DELETE_MENU_ITEM, { r: restaurant, id: twin.id });
    expect(await served(shared)).toBe(200);

    await admin.put(`/api/admin/restaurants/edit/${restaurant}`).send({ image: cover });
    await admin.delete(`/api/admin/restaurants/delete/${restaurant}`);
    for (const url of [second, cover, shared]) expect(await served(url)).toBe(404);
  });
});
