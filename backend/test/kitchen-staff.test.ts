import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant } from "./support/fixtures";
import { errorCode, gql, operation, type GraphQLResult, type Operation } from "./support/graphql";
import {
  ACCEPT_ORDER,
  ADD_RESTAURANT_STAFF,
  addStaff,
  BOARD_ORDERS,
  KITCHEN_RESTAURANTS,
  MARK_ORDER_READY,
  REJECT_ORDER,
  REMOVE_RESTAURANT_STAFF,
  RESTAURANT_STAFF,
  SET_MENU_ITEM_SOLD_OUT,
  SET_RESTAURANT_CLOSED_FOR_TODAY,
  START_PREPARING_ORDER,
} from "./support/kitchen";
import { LOGIN, REGISTER, VERIFY_OTP } from "./support/operations";
import { insertOrder } from "./support/order-fixtures";
import { insertPickupOrder, MARK_COLLECTED } from "./support/pickup";
import { startTestApp, type TestApp } from "./support/test-app";

type Person = Awaited<ReturnType<typeof signedInCustomer>>;

let app: TestApp;
let admin: Person;
let customer: Person;
let restaurantA: string;
let restaurantB: string;
let itemA: string;
let itemB: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInStaff(app, "admin");
  customer = await signedInCustomer(app);
  restaurantA = (await insertRestaurant(app.db, { name: "Kitchen A" })).id;
  restaurantB = (await insertRestaurant(app.db, { name: "Kitchen B" })).id;
  itemA = (await insertMenuItem(app.db, restaurantA)).id;
  itemB = (await insertMenuItem(app.db, restaurantB)).id;
});
afterAll(() => app.stop());

const restaurantOf = (target: "A" | "B") => (target === "A" ? restaurantA : restaurantB);

/** A fresh order of the restaurant in the given status (each allowed move needs its own). */
const orderAt = (target: "A" | "B", status: string) =>
  insertOrder(app.db, {
    userId: customer.id,
    restaurantId: restaurantOf(target),
    restaurantName: `Kitchen ${target}`,
    createdAt: new Date().toISOString(),
    status,
    lines: [{ menuItemId: null, name: "Idli", unitPricePaise: 4000, quantity: 2 }],
  });

/** A fresh pickup of the restaurant in the given status (markCollected moves only those). */
const pickupAt = (target: "A" | "B", status: string) =>
  insertPickupOrder(app.db, {
    userId: customer.id,
    restaurantId: restaurantOf(target),
    restaurantName: `Kitchen ${target}`,
    status,
    lines: [{ menuItemId: null, name: "Idli", unitPricePaise: 4000, quantity: 2 }],
  });

/** A signed-in account on restaurant A's staff, added the way an admin adds one. */
async function staffOfA(): Promise<Person> {
  const person = await signedInCustomer(app);
  await addStaff(admin.agent, restaurantA, person.email);
  return person;
}

/** Every kitchen operation, aimed at restaurant A's or B's order, item or restaurant. */
const KITCHEN_OPERATIONS: Record<string, (target: "A" | "B") => Promise<Operation>> = {
  restaurantOrders: async (target) => operation(BOARD_ORDERS, { restaurantId: restaurantOf(target) }),
  acceptOrder: async (target) => operation(ACCEPT_ORDER, { id: await orderAt(target, "pending"), minutes: 15 }),
  rejectOrder: async (target) => operation(REJECT_ORDER, { id: await orderAt(target, "confirmed"), reason: "Out of rice" }),
  startPreparingOrder: async (target) => operation(START_PREPARING_ORDER, { id: await orderAt(target, "confirmed") }),
  markOrderReady: async (target) => operation(MARK_ORDER_READY, { id: await orderAt(target, "preparing") }),
  markCollected: async (target) => operation(MARK_COLLECTED, { orderId: await pickupAt(target, "ready_for_pickup") }),
  setMenuItemSoldOut: async (target) => operation(SET_MENU_ITEM_SOLD_OUT, { id: target === "A" ? itemA : itemB, soldOut: false }),
  setRestaurantClosedForToday: async (target) =>
    operation(SET_RESTAURANT_CLOSED_FOR_TODAY, { restaurantId: restaurantOf(target), closed: false }),
};

const outcome = (res: GraphQLResult) => (res.errors ? String(errorCode(res)) : "answered");

async function outcomes(agent: Person["agent"], target: "A" | "B"): Promise<Record<string, string>> {
  const seen: Record<string, string> = {};
  for (const [name, make] of Object.entries(KITCHEN_OPERATIONS)) seen[name] = outcome(await (await make(target))(agent));
  return seen;
}

const every = (result: string) => Object.fromEntries(Object.keys(KITCHEN_OPERATIONS).map((name) => [name, result]));

describe("who may use the kitchen board", () => {
  it("lets restaurant A's staff act on A's orders, items and restaurant, and nothing of B's", async () => {
    const cook = await staffOfA();
    expect(await outcomes(cook.agent, "A")).toEqual(every("answered"));
    expect(await outcomes(cook.agent, "B")).toEqual(every("FORBIDDEN"));
  });

  it("lets admins act on every restaurant's board, refuses customers and asks anonymous callers to sign in", async () => {
    expect(await outcomes(admin.agent, "A")).toEqual(every("answered"));
    expect(await outcomes(admin.agent, "B")).toEqual(every("answered"));
    expect(await outcomes(customer.agent, "A")).toEqual(every("FORBIDDEN"));
    expect(await outcomes(app.agent(), "A")).toEqual(every("UNAUTHENTICATED"));
  });

  it("leaves another restaurant's order exactly as it was, and tells staff no more of an unknown one", async () => {
    const cook = await staffOfA();
    const orderB = await orderAt("B", "pending");
    expect(errorCode(await gql(cook.agent, ACCEPT_ORDER, { id: orderB, minutes: 10 }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(cook.agent, REJECT_ORDER, { id: orderB, reason: "No" }))).toBe("FORBIDDEN");
    const { rows } = await app.db.query(`SELECT status, preparation_minutes FROM orders WHERE id = $1`, [orderB]);
    expect(rows[0]).toEqual({ status: "pending", preparation_minutes: null });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(errorCode(await gql(cook.agent, ACCEPT_ORDER, { id: unknown, minutes: 10 }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(cook.agent, SET_MENU_ITEM_SOLD_OUT, { id: unknown, soldOut: true }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(admin.agent, ACCEPT_ORDER, { id: unknown, minutes: 10 }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(admin.agent, SET_MENU_ITEM_SOLD_OUT, { id: unknown, soldOut: true }))).toBe("NOT_FOUND");
  });

  it("ends a removed member's access with their very next request", async () => {
    const cook = await staffOfA();
    expect(outcome(await gql(cook.agent, BOARD_ORDERS, { restaurantId: restaurantA }))).toBe("answered");
    const removed = await gql(admin.agent, REMOVE_RESTAURANT_STAFF, { restaurantId: restaurantA, email: cook.email.toUpperCase() });
    expect(removed.data?.removeRestaurantStaff).toBe(true);
    expect(await outcomes(cook.agent, "A")).toEqual(every("FORBIDDEN"));
    expect((await gql(cook.agent, KITCHEN_RESTAURANTS)).data?.kitchenRestaurants).toEqual([]);
    const again = await gql(admin.agent, REMOVE_RESTAURANT_STAFF, { restaurantId: restaurantA, email: cook.email });
    expect(again.data?.removeRestaurantStaff).toBe(false);
  });

  it("lists the boards a person may open: their own as staff, every one for admins, none for customers", async () => {
    const cook = await staffOfA();
    expect((await gql(cook.agent, KITCHEN_RESTAURANTS)).data?.kitchenRestaurants.map((r) => r.name)).toEqual(["Kitchen A"]);
    expect((await gql(customer.agent, KITCHEN_RESTAURANTS)).data?.kitchenRestaurants).toEqual([]);
    const everyOne = (await gql(admin.agent, KITCHEN_RESTAURANTS)).data?.kitchenRestaurants.map((r) => r.id);
    expect(everyOne).toEqual(expect.arrayContaining([restaurantA, restaurantB]));
    expect(errorCode(await gql(app.agent(), KITCHEN_RESTAURANTS))).toBe("UNAUTHENTICATED");
  });

  it("keeps the staff list to admins: a member cannot add, remove or even read it", async () => {
    const cook = await staffOfA();
    const other = await signedInCustomer(app);
    expect(errorCode(await gql(cook.agent, RESTAURANT_STAFF, { restaurantId: restaurantA }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(cook.agent, ADD_RESTAURANT_STAFF, { restaurantId: restaurantA, email: other.email }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(cook.agent, REMOVE_RESTAURANT_STAFF, { restaurantId: restaurantA, email: cook.email }))).toBe("FORBIDDEN");
    expect((await gql(other.agent, KITCHEN_RESTAURANTS)).data?.kitchenRestaurants).toEqual([]);
  });
});

describe("the staff list", () => {
  it("adds a verified account at once, tells them by e-mail in their language, and answers the same entry when added twice", async () => {
    const cook = await signedInCustomer(app);
    const first = await addStaff(admin.agent, restaurantA, cook.email.toUpperCase());
    expect(first).toMatchObject({ email: cook.email, name: cook.userName, status: "ACTIVE", addedByName: admin.userName });
    const mail = await app.mail.latest(cook.email, /You can now open the kitchen board of Kitchen A/);
    expect(mail.text).toContain(`${app.config.publicUrl}/kitchen/${restaurantA}`);

    const second = await addStaff(admin.agent, restaurantA, cook.email);
    expect(second.id).toBe(first.id);
    const list = (await gql(admin.agent, RESTAURANT_STAFF, { restaurantId: restaurantA })).data!.restaurantStaff;
    expect(list.filter((member) => member.email === cook.email)).toHaveLength(1);
    // A later mail as a marker: a second "Kitchen A" mail would have arrived before it.
    await addStaff(admin.agent, restaurantB, cook.email);
    await app.mail.latest(cook.email, /kitchen board of Kitchen B/);
    expect(app.mail.messages.filter((m) => m.to === cook.email && /kitchen board of Kitchen A/.test(m.subject))).toHaveLength(1);

    const teluguCook = await signedInCustomer(app);
    await app.db.query(`UPDATE users SET preferred_language = 'te' WHERE id = $1`, [teluguCook.id]);
    await addStaff(admin.agent, restaurantA, teluguCook.email);
    const telugu = await app.mail.latest(teluguCook.email, /Kitchen A/);
    expect(telugu.subject).toMatch(/[\u0C00-\u0C7F]/);
    expect(telugu.text).toContain(`/kitchen/${restaurantA}`);
  });

  it("invites an address without an account in the language of the admin's request; its sign-up turns the invitation into a membership", async () => {
    const email = `new.cook.${Date.now()}@example.com`;
    const teluguAdmin = await signedInStaff(app, "admin");
    const invited = await addStaff(teluguAdmin.agent.set("Accept-Language", "te"), restaurantA, email);
    expect(invited).toMatchObject({ email, name: null, status: "INVITED", addedByName: teluguAdmin.userName });

    const mail = await app.mail.latest(email, /Kitchen A/);
    expect(mail.subject).toMatch(/[\u0C00-\u0C7F]/);
    const link = /https?:\/\/\S+\/auth\/register\?email=\S+/.exec(mail.text)![0];
    expect(new URL(link).searchParams.get("email")).toBe(email);
    // Inviting again answers the same invitation and sends nothing more.
    expect((await addStaff(admin.agent, restaurantA, email)).id).toBe(invited.id);

    // Invited, not yet signed up: no account to sign in with, so no board either.
    const person = app.agent();
    const account = { userName: "New Cook", email, phone: "9876543210", password: "a long password" };
    await gql(person, REGISTER, { i: account });
    expect(errorCode(await gql(person, LOGIN, { i: { email, password: account.password } }))).toBe("EMAIL_NOT_VERIFIED");
    expect(errorCode(await gql(person, BOARD_ORDERS, { restaurantId: restaurantA }))).toBe("UNAUTHENTICATED");
    const staffBefore = (await gql(admin.agent, RESTAURANT_STAFF, { restaurantId: restaurantA })).data!.restaurantStaff;
    expect(staffBefore.find((member) => member.email === email)?.status).toBe("INVITED");

    await gql(person, VERIFY_OTP, { i: { email, otp: await app.mail.otp(email) } });
    // The sign-up code went out after the second invite: a second invitation mail would be here by now.
    expect(app.mail.messages.filter((m) => m.to === email && /Kitchen A/.test(m.subject))).toHaveLength(1);
    expect((await gql(person, LOGIN, { i: { email, password: account.password } })).errors).toBeUndefined();
    expect((await gql(person, KITCHEN_RESTAURANTS)).data?.kitchenRestaurants.map((r) => r.id)).toEqual([restaurantA]);
    expect(outcome(await gql(person, BOARD_ORDERS, { restaurantId: restaurantA }))).toBe("answered");
    const staffAfter = (await gql(admin.agent, RESTAURANT_STAFF, { restaurantId: restaurantA })).data!.restaurantStaff;
    expect(staffAfter.filter((member) => member.email === email)).toEqual([
      expect.objectContaining({ name: "New Cook", status: "ACTIVE", addedByName: teluguAdmin.userName }),
    ]);
  });

  it("lets an expired invitation lapse: signing up later makes no member, and inviting again sends a new one", async () => {
    const email = `late.cook.${Date.now()}@example.com`;
    await addStaff(admin.agent, restaurantB, email);
    await app.mail.latest(email, /Kitchen B/);
    await app.db.query(`UPDATE restaurant_invitations SET expires_at = now() - interval '1 minute' WHERE email = $1`, [email]);
    expect(
      (await gql(admin.agent, RESTAURANT_STAFF, { restaurantId: restaurantB })).data!.restaurantStaff.map((m) => m.email),
    ).not.toContain(email);

    const before = app.mail.messages.length;
    const renewed = await addStaff(admin.agent, restaurantB, email);
    expect(renewed.status).toBe("INVITED");
    await app.mail.latest(email, /Kitchen B/, before);
    expect(app.mail.count(email)).toBe(2);

    await app.db.query(`UPDATE restaurant_invitations SET expires_at = now() - interval '1 minute' WHERE email = $1`, [email]);
    const person = app.agent();
    await gql(person, REGISTER, { i: { userName: "Late Cook", email, phone: "9876543210", password: "a long password" } });
    await gql(person, VERIFY_OTP, { i: { email, otp: await app.mail.otp(email) } });
    await gql(person, LOGIN, { i: { email, password: "a long password" } });
    expect((await gql(person, KITCHEN_RESTAURANTS)).data?.kitchenRestaurants).toEqual([]);
    expect(errorCode(await gql(person, BOARD_ORDERS, { restaurantId: restaurantB }))).toBe("FORBIDDEN");
  });

  it("withdraws an invitation, refuses a malformed address and names an unknown restaurant", async () => {
    const email = `maybe.cook.${Date.now()}@example.com`;
    await addStaff(admin.agent, restaurantA, email);
    expect((await gql(admin.agent, REMOVE_RESTAURANT_STAFF, { restaurantId: restaurantA, email })).data?.removeRestaurantStaff).toBe(true);
    expect(
      (await gql(admin.agent, RESTAURANT_STAFF, { restaurantId: restaurantA })).data!.restaurantStaff.map((m) => m.email),
    ).not.toContain(email);

    const malformed = await gql(admin.agent, ADD_RESTAURANT_STAFF, { restaurantId: restaurantA, email: "not an address" });
    expect(errorCode(malformed)).toBe("BAD_USER_INPUT");
    expect(malformed.errors?.[0]?.extensions?.fields).toEqual([expect.objectContaining({ field: "email" })]);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(errorCode(await gql(admin.agent, ADD_RESTAURANT_STAFF, { restaurantId: unknown, email }))).toBe("NOT_FOUND");
  });
});
