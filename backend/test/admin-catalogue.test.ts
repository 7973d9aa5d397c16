import type request from "supertest";
import { sameHoursEveryDay } from "../src/modules/restaurants/opening-hours";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant } from "./support/fixtures";
import { errorCode, gql, operation, type Operation } from "./support/graphql";
import { ADMIN_RESTAURANTS, CREATE_RESTAURANT, DELETE_RESTAURANT, RESTAURANTS_NEAR, UPDATE_RESTAURANT } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";
import { PLACES } from "./catalogue-support";
import type { RestaurantInput } from "./gql/graphql";

let app: TestApp;
let admin: request.Agent;
let customer: request.Agent;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedInStaff(app, "admin")).agent;
  customer = (await signedInCustomer(app)).agent;
});
afterAll(() => app.stop());

const here = PLACES.kakinada;
const validRestaurant = (overrides: Partial<RestaurantInput> = {}): RestaurantInput => ({
  name: "Kakinada Kaja House",
  description: "Famous kajas and Andhra meals",
  image: "/uploads/kaja.webp",
  email: "hello@kaja.example",
  phone: "9876543210",
  address: "Main Road, Kakinada",
  category: "both",
  openingTime: "08:00",
  closingTime: "22:00",
  priceForTwo: 350,
  discount: 10,
  deliveryTime: 30,
  rating: 4.4,
  isOpen: true,
  latitude: here.latitude,
  longitude: here.longitude,
  deliveryRadiusKm: 6,
  ...overrides,
});

async function createRestaurant(overrides: Partial<RestaurantInput> = {}) {
  const result = await gql(admin, CREATE_RESTAURANT, { i: validRestaurant(overrides) });
  expect(result.errors).toBeUndefined();
  return result.data!.createRestaurant;
}

describe("who may run restaurants", () => {
  it("asks anonymous callers to log in and refuses customers, in both adapters", async () => {
    const { id } = await insertRestaurant(app.db, { name: "Guarded", ...PLACES.tirupati });
    const operations: Operation[] = [
      operation(CREATE_RESTAURANT, { i: validRestaurant() }),
      // The role is checked before the input is judged.
      operation(CREATE_RESTAURANT, { i: validRestaurant({ latitude: 0, name: "" }) }),
      operation(UPDATE_RESTAURANT, { id, i: { isOpen: false } }),
      operation(DELETE_RESTAURANT, { id }),
      operation(ADMIN_RESTAURANTS),
    ];
    for (const send of operations) {
      expect(errorCode(await send(app.agent()))).toBe("UNAUTHENTICATED");
      expect(errorCode(await send(customer))).toBe("FORBIDDEN");
    }
    // GET /api/admin/restaurants/get is for anyone (old shop pages read it): legacy-clients.test.ts.
    const paths: Array<["post" | "put" | "delete", string]> = [
      ["post", "/api/admin/restaurants/add"],
      ["put", `/api/admin/restaurants/edit/${id}`],
      ["delete", `/api/admin/restaurants/delete/${id}`],
    ];
    for (const [method, path] of paths) {
      const anonymous = await app.agent()[method](path).send({});
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
      expect((await customer[method](path).send({ name: "Hacked" })).status).toBe(403);
    }
    const untouched = await app.db.query(`SELECT name, is_open FROM restaurants WHERE id = $1`, [id]);
    expect(untouched.rows[0]).toEqual({ name: "Guarded", is_open: true });
  });
});

describe("creating, changing and deleting restaurants", () => {
  it("creates a restaurant that customers at its location then see", async () => {
    const created = await createRestaurant();
    expect(created).toMatchObject({ ...validRestaurant(), category: "both" });
    const row = await app.db.query(`SELECT price_for_two_paise, delivery_radius_km, opening_hours FROM restaurants WHERE id = $1`, [
      created.id,
    ]);
    expect(row.rows[0]).toEqual({
      price_for_two_paise: 35000,
      delivery_radius_km: "6.0",
      opening_hours: sameHoursEveryDay("08:00", "22:00"),
    });
    const near = await gql(app.agent(), RESTAURANTS_NEAR, { lat: here.latitude, lng: here.longitude });
    expect(near.data!.restaurantsNear.items.map((r) => r.id)).toContain(created.id);
  });

  it("gives what a new restaurant leaves out its defaults", async () => {
    const minimal: RestaurantInput = {
      name: "Minimal Mess",
      address: "Station Road",
      category: "veg",
      openingTime: "7:30",
      closingTime: "21:00",
      priceForTwo: 200,
      deliveryTime: 25,
      latitude: here.latitude,
      longitude: here.longitude,
      deliveryRadiusKm: 3,
    };
    const result = await gql(admin, CREATE_RESTAURANT, { i: minimal });
    expect(result.data!.createRestaurant).toMatchObject({
      description: "",
      image: "",
      email: "",
      phone: "",
      discount: 0,
      rating: 4,
      isOpen: true,
      openingTime: "07:30",
    });
  });

  const invalid: Array<[string, Partial<RestaurantInput>, string]> = [
    ["a location outside Andhra Pradesh", { latitude: 28.61, longitude: 77.2 }, "The location must be in Andhra Pradesh"],
    ["a longitude outside Andhra Pradesh", { longitude: 85.2 }, "The location must be in Andhra Pradesh"],
    ["a radius under 0.5 km", { deliveryRadiusKm: 0.4 }, "Delivery radius must be 0.5 to 50 km"],
    ["a radius over 50 km", { deliveryRadiusKm: 51 }, "Delivery radius must be 0.5 to 50 km"],
    ["an hour that is not HH:MM", { openingTime: "25:00" }, "Opening time must be in HH:MM format"],
    ["a closing time that is not HH:MM", { closingTime: "10pm" }, "Closing time must be in HH:MM format"],
    ["a phone without 10 digits", { phone: "12345" }, "Enter Valid Phone Number"],
    ["a blank name", { name: "   " }, "Name is required"],
    ["a rating above 5", { rating: 5.5 }, "Rating must be from 0 to 5"],
    [
      "an image that is neither an upload nor a URL",
      { image: "javascript:alert(1)" },
      "Image must be an uploaded image (/uploads/...) or an http(s) URL",
    ],
    ["a bad e-mail", { email: "not-an-email" }, "Enter a valid e-mail address"],
  ];

  it.each(invalid)("refuses %s with a field message, in both adapters", async (_what, change, message) => {
    const graphql = await gql(admin, CREATE_RESTAURANT, { i: validRestaurant(change) });
    expect(errorCode(graphql)).toBe("BAD_USER_INPUT");
    expect(graphql.errors![0]!.message).toBe(message);
    const rest = await admin.post("/api/admin/restaurants/add").send(validRestaurant(change));
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ success: false, code: "BAD_USER_INPUT", message });
  });

  it("names each missing field of a legacy add", async () => {
    const res = await admin.post("/api/admin/restaurants/add").send({ name: "Only A Name" });
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      "address",
      "category",
      "closingTime",
      "deliveryRadiusKm",
      "deliveryTime",
      "latitude",
      "longitude",
      "openingTime",
      "priceForTwo",
    ]);
  });

  it("changes only the fields given", async () => {
    const created = await createRestaurant({ name: "Partial Edits" });
    const closed = await gql(admin, UPDATE_RESTAURANT, { id: created.id, i: { isOpen: false } });
    expect(closed.data!.updateRestaurant).toEqual({ ...created, isOpen: false });
    const moved = await gql(admin, UPDATE_RESTAURANT, { id: created.id, i: { latitude: 17.0, discount: 0, phone: "" } });
    expect(moved.data!.updateRestaurant).toEqual({ ...created, isOpen: false, latitude: 17.0, discount: 0, phone: "" });
    const bad = await gql(admin, UPDATE_RESTAURANT, { id: created.id, i: { deliveryRadiusKm: 80 } });
    expect(bad.errors![0]!.message).toBe("Delivery radius must be 0.5 to 50 km");
  });

  it("answers NOT_FOUND for unknown restaurants", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      expect(errorCode(await gql(admin, UPDATE_RESTAURANT, { id, i: { name: "Ghost" } }))).toBe("NOT_FOUND");
      expect(errorCode(await gql(admin, DELETE_RESTAURANT, { id }))).toBe("NOT_FOUND");
      expect((await admin.put(`/api/admin/restaurants/edit/${id}`).send({ name: "Ghost" })).status).toBe(404);
      expect((await admin.delete(`/api/admin/restaurants/delete/${id}`)).status).toBe(404);
    }
  });

  it("deletes a restaurant together with its menu", async () => {
    const created = await createRestaurant({ name: "Closing Down" });
    await insertMenuItem(app.db, created.id, { name: "Last Dosa" });
    await insertMenuItem(app.db, created.id, { name: "Last Idli" });
    const deleted = await gql(admin, DELETE_RESTAURANT, { id: created.id });
    expect(deleted.data!.deleteRestaurant).toEqual({ id: created.id, message: "Restaurant deleted successfully" });
    const left = await app.db.query(`SELECT count(*)::int AS n FROM menu_items WHERE restaurant_id = $1`, [created.id]);
    expect(left.rows[0].n).toBe(0);
    expect(errorCode(await gql(admin, DELETE_RESTAURANT, { id: created.id }))).toBe("NOT_FOUND");
  });
});

describe("the admin list", () => {
  it("pages by name with the total, and searches names and addresses literally", async () => {
    await insertRestaurant(app.db, { name: "Zz 100% Veg", address: "Gandhi Nagar", ...PLACES.srikakulam });
    await insertRestaurant(app.db, { name: "Zz Tandoor", address: "100 Feet Road", ...PLACES.srikakulam });
    await insertRestaurant(app.db, { name: "Zz Tiffins", address: "Zz_Street", ...PLACES.srikakulam });
    const all = await gql(admin, ADMIN_RESTAURANTS, { limit: 50 });
    const total = all.data!.adminRestaurants.total;
    expect(total).toBeGreaterThanOrEqual(3);

    const zz = await gql(admin, ADMIN_RESTAURANTS, { search: "zz", limit: 2 });
    expect(zz.data!.adminRestaurants).toEqual({
      total: 3,
      items: [
        { id: expect.any(String), name: "Zz 100% Veg" },
        { id: expect.any(String), name: "Zz Tandoor" },
      ],
    });
    const literalPercent = await gql(admin, ADMIN_RESTAURANTS, { search: "100%" });
    expect(literalPercent.data!.adminRestaurants.items.map((r) => r.name)).toEqual(["Zz 100% Veg"]);
    // As a pattern, "z_t" would match "Zz Tandoor" and "Zz Tiffins"; as text it matches nothing.
    const underscore = await gql(admin, ADMIN_RESTAURANTS, { search: "z_t" });
    expect(underscore.data!.adminRestaurants.total).toBe(0);
    expect(errorCode(await gql(admin, ADMIN_RESTAURANTS, { limit: 500 }))).toBe("BAD_USER_INPUT");

    const rest = await admin.get("/api/admin/restaurants/get").query({ search: "100" });
    expect(rest.status).toBe(200);
    expect(rest.body.data.map((r: { name: string }) => r.name)).toEqual(["Zz 100% Veg", "Zz Tandoor"]);
    expect(rest.body.data[0]).toMatchObject({ _id: expect.any(String), location: { type: "Point" }, rating: "4.2" });
  });
});

describe("restaurants over the legacy admin paths", () => {
  it("adds with a GeoJSON location and text numbers, edits with latitude/longitude, deletes", async () => {
    const body = {
      name: "Legacy Biryani Point",
      description: "Dum biryani",
      image: "https://img.example/biryani.jpg",
      email: "",
      phone: "9000000001",
      address: "Bhanugudi Junction",
      category: "non-veg",
      openingTime: "11:00",
      closingTime: "23:30",
      priceRange: "400",
      discount: "5",
      deliveryTime: "35",
      rating: "4.0",
      isOpen: "true",
      location: { type: "Point", coordinates: [82.24, 16.97] },
      deliveryRadiusKm: "7",
      _id: "ignored",
      createdAt: "ignored",
    };
    const added = await admin.post("/api/admin/restaurants/add").send(body);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      success: true,
      message: "Restaurant added successfully",
      data: {
        name: "Legacy Biryani Point",
        category: "non-veg",
        priceRange: 400,
        discount: 5,
        deliveryTime: 35,
        rating: "4.0",
        isOpen: true,
        location: { type: "Point", coordinates: [82.24, 16.97] },
        deliveryRadiusKm: 7,
        openingTime: "11:00",
      },
    });
    const id = added.body.data._id;
    expect(id).not.toBe("ignored");

    const edited = await admin
      .put(`/api/admin/restaurants/edit/${id}`)
      .send({ latitude: 16.99, longitude: 82.25, isOpen: false, priceRange: 450 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      success: true,
      message: "Restaurant updated successfully",
      data: { _id: id, isOpen: false, priceRange: 450, location: { coordinates: [82.25, 16.99] }, name: "Legacy Biryani Point" },
    });
    const outside = await admin.put(`/api/admin/restaurants/edit/${id}`).send({ location: { type: "Point", coordinates: [16.99, 82.25] } });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe("The location must be in Andhra Pradesh");

    const deleted = await admin.delete(`/api/admin/restaurants/delete/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: "Restaurant deleted successfully" });
  });

  it("lets the same rules run for superadmins", async () => {
    const { agent } = await signedInStaff(app, "superadmin");
    const res = await agent.post("/api/admin/restaurants/add").send(validRestaurant({ name: "Superadmin's Own" }));
    expect(res.status).toBe(201);
  });
});
