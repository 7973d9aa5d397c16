import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql } from "./support/graphql";
import { addStaff } from "./support/kitchen";
import { BIRYANI_CHOICES, SET_MENU_ITEM_OPTIONS, SET_MENU_OPTION_AVAILABLE, optionId, setOptions } from "./support/menu-options";
import { signedInRider } from "./support/riders";
import { startTestApp, type TestApp } from "./support/test-app";
import { graphql } from "./gql";
import type { MenuOptionGroupInput, OptionGroupFieldsFragment } from "./gql/graphql";

const MENU_WITH_OPTIONS = graphql(`
  query MenuWithOptions($id: ID!) {
    restaurant(id: $id) { id isOpenNow menuItems { id name price restaurant { id } optionGroups { ...OptionGroupFields } } }
  }
`);

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

let app: TestApp;
let admin: Staff;
let superadmin: Staff;
let house: RestaurantRow;
let otherHouse: RestaurantRow;
let biryani: MenuItemRow;
let otherDish: MenuItemRow;

beforeAll(async () => {
  app = await startTestApp();
  [admin, superadmin] = await Promise.all([signedInStaff(app, "admin"), signedInStaff(app, "superadmin")]);
  house = await insertRestaurant(app.db, { name: "Options Biryani House" });
  otherHouse = await insertRestaurant(app.db, { name: "Other Options House" });
  biryani = await insertMenuItem(app.db, house.id, { name: "Chicken Biryani", originalPricePaise: 18000, offerPricePaise: 18000 });
  otherDish = await insertMenuItem(app.db, otherHouse.id, { name: "Mutton Biryani" });
});
afterAll(() => app.stop());

const withoutIds = (groups: OptionGroupFieldsFragment[]) =>
  groups.map(({ name, minChoices, maxChoices, options }) => ({
    name,
    minChoices,
    maxChoices,
    options: options.map(({ name: optionName, extraPrice, isAvailable }) => ({ name: optionName, extraPrice, isAvailable })),
  }));

describe("setting a menu item's options", () => {
  it("creates groups and options in the order sent, in rupees, shown on the menu", async () => {
    const groups = await setOptions(admin.agent, biryani.id);
    expect(withoutIds(groups)).toEqual([
      {
        name: "Portion",
        minChoices: 1,
        maxChoices: 1,
        options: [
          { name: "Half", extraPrice: 0, isAvailable: true },
          { name: "Full", extraPrice: 120, isAvailable: true },
        ],
      },
      {
        name: "Extras",
        minChoices: 0,
        maxChoices: 2,
        options: [
          { name: "Extra raita", extraPrice: 20, isAvailable: true },
          { name: "Egg", extraPrice: 15, isAvailable: true },
        ],
      },
    ]);
    const menu = await gql(app.agent(), MENU_WITH_OPTIONS, { id: house.id });
    expect(menu.data!.restaurant.menuItems.find((item) => item.id === biryani.id)!.optionGroups).toEqual(groups);
  });

  it("keeps the identity of ids sent back, makes new ones for the rest and removes what is not sent", async () => {
    const before = await setOptions(admin.agent, biryani.id);
    const [portion, extras] = before;
    const full = portion!.options[1]!;
    const after = await setOptions(admin.agent, biryani.id, [
      {
        id: portion!.id,
        name: "Size",
        minChoices: 1,
        maxChoices: 1,
        options: [
          { id: full.id, name: "Full", extraPrice: 130 },
          { name: "Family pack", extraPrice: 400, isAvailable: false },
        ],
      },
    ]);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: portion!.id, name: "Size" });
    expect(after[0]!.options.map((option) => [option.id === full.id, option.name, option.extraPrice, option.isAvailable])).toEqual([
      [true, "Full", 130, true],
      [false, "Family pack", 400, false],
    ]);
    const { rows } = await app.db.query(`SELECT count(*)::int AS n FROM menu_option_groups WHERE id = $1`, [extras!.id]);
    expect(rows[0].n).toBe(0);
    expect(await setOptions(admin.agent, biryani.id, [])).toEqual([]);
  });

  it("refuses counts, names, prices and ids that break the rules, changing nothing", async () => {
    const kept = await setOptions(admin.agent, biryani.id);
    const group = (overrides: Partial<MenuOptionGroupInput>): MenuOptionGroupInput => ({ ...BIRYANI_CHOICES[0]!, ...overrides });
    const tooManyOptions = Array.from({ length: 21 }, (_, i) => ({ name: `Option ${i}`, extraPrice: 1 }));
    const refused: MenuOptionGroupInput[][] = [
      [group({ minChoices: 2, maxChoices: 1 })],
      [group({ maxChoices: 3 })],
      [group({ minChoices: -1 })],
      [group({ name: "  " })],
      [group({ name: "x".repeat(61) })],
      [group({ options: [{ name: "Half", extraPrice: -5 }], minChoices: 0 })],
      [group({ options: [{ name: "Half", extraPrice: 10_000.5 }], minChoices: 0 })],
      [group({ options: [{ name: "Half", extraPrice: 0.001 }], minChoices: 0 })],
      [group({ options: tooManyOptions, minChoices: 0 })],
      Array.from({ length: 9 }, (_, i) => group({ name: `Group ${i}` })),
      [group({ id: kept[0]!.id }), group({ id: kept[0]!.id, name: "Twice" })],
      [group({ options: [{ id: "00000000-0000-4000-8000-000000000000", name: "Foreign", extraPrice: 0 }], minChoices: 0 })],
    ];
    for (const groups of refused) {
      const result = await gql(admin.agent, SET_MENU_ITEM_OPTIONS, { menuItemId: biryani.id, groups });
      expect([JSON.stringify(groups).slice(0, 60), errorCode(result)]).toEqual([JSON.stringify(groups).slice(0, 60), "BAD_USER_INPUT"]);
    }
    // Another item's group, sent back on this one.
    const other = await setOptions(admin.agent, otherDish.id);
    const stolen = await gql(admin.agent, SET_MENU_ITEM_OPTIONS, { menuItemId: biryani.id, groups: [group({ id: other[0]!.id })] });
    expect(errorCode(stolen)).toBe("BAD_USER_INPUT");
    const unknownItem = await gql(admin.agent, SET_MENU_ITEM_OPTIONS, { menuItemId: "00000000-0000-4000-8000-000000000000", groups: [] });
    expect(errorCode(unknownItem)).toBe("NOT_FOUND");

    const menu = await gql(app.agent(), MENU_WITH_OPTIONS, { id: house.id });
    expect(menu.data!.restaurant.menuItems.find((item) => item.id === biryani.id)!.optionGroups).toEqual(kept);
  });
});

describe("who may change options", () => {
  it("lets only admins set an item's options: not anonymous callers, customers, riders, staff or API keys", async () => {
    const customer = await signedInCustomer(app);
    const rider = await signedInRider(app, superadmin, { onShift: false });
    const member = await signedInCustomer(app);
    await addStaff(admin.agent, house.id, member.email);
    const menuKey = await createApiKey(superadmin.agent, { name: "Menu key", scopes: ["MENU_WRITE"], restaurantIds: [house.id] });
    const variables = { menuItemId: biryani.id, groups: [] };
    expect(errorCode(await gql(app.agent(), SET_MENU_ITEM_OPTIONS, variables))).toBe("UNAUTHENTICATED");
    for (const agent of [customer.agent, rider.agent, member.agent, keyAgent(app.url, menuKey.secret)]) {
      expect(errorCode(await gql(agent, SET_MENU_ITEM_OPTIONS, variables))).toBe("FORBIDDEN");
    }
    expect(await setOptions(superadmin.agent, biryani.id)).toHaveLength(2);
  });

  it("lets the restaurant's staff, admins and its MENU_WRITE keys switch an option off, and nobody else", async () => {
    const groups = await setOptions(admin.agent, biryani.id);
    const egg = optionId(groups, "Egg");
    const member = await signedInCustomer(app);
    await addStaff(admin.agent, house.id, member.email);
    const otherMember = await signedInCustomer(app);
    await addStaff(admin.agent, otherHouse.id, otherMember.email);
    const customer = await signedInCustomer(app);
    const rider = await signedInRider(app, superadmin, { onShift: false });
    const keyOf = async (scopes: Array<"MENU_WRITE" | "ORDERS_WRITE">, restaurantIds: string[]) =>
      keyAgent(app.url, (await createApiKey(superadmin.agent, { name: "Option key", scopes, restaurantIds })).secret);
    const switchEgg = (agent: Parameters<typeof gql>[0], isAvailable: boolean) =>
      gql(agent, SET_MENU_OPTION_AVAILABLE, { optionId: egg, isAvailable });

    expect(errorCode(await switchEgg(app.agent(), false))).toBe("UNAUTHENTICATED");
    for (const agent of [
      customer.agent,
      rider.agent,
      otherMember.agent,
      await keyOf(["ORDERS_WRITE"], [house.id]),
      await keyOf(["MENU_WRITE"], [otherHouse.id]),
    ]) {
      expect(errorCode(await switchEgg(agent, false))).toBe("FORBIDDEN");
    }
    expect((await switchEgg(member.agent, false)).data!.setMenuOptionAvailable).toEqual({ id: egg, name: "Egg", isAvailable: false });
    expect((await switchEgg(await keyOf(["MENU_WRITE"], [house.id]), true)).data!.setMenuOptionAvailable.isAvailable).toBe(true);
    expect((await switchEgg(admin.agent, false)).data!.setMenuOptionAvailable.isAvailable).toBe(false);
    const unknown = { optionId: "00000000-0000-4000-8000-000000000000", isAvailable: true };
    expect(errorCode(await gql(member.agent, SET_MENU_OPTION_AVAILABLE, unknown))).toBe("FORBIDDEN");
    expect(errorCode(await gql(admin.agent, SET_MENU_OPTION_AVAILABLE, unknown))).toBe("NOT_FOUND");
  });
});

describe("the menu page's statements with options", () => {
  it("stays within 3 statements for 30 items with options, session included", async () => {
    const restaurant = await insertRestaurant(app.db, { name: "Thirty Choices" });
    for (let i = 1; i <= 30; i += 1) {
      const item = await insertMenuItem(app.db, restaurant.id, { name: `Biryani ${String(i).padStart(2, "0")}` });
      await setOptions(admin.agent, item.id);
    }
    const customer = await signedInCustomer(app);
    let items: Array<{ optionGroups: unknown[] }> = [];
    const { count, statements } = await app.countQueries(async () => {
      const result = await gql(customer.agent, MENU_WITH_OPTIONS, { id: restaurant.id });
      items = result.data!.restaurant.menuItems;
    });
    expect(items).toHaveLength(30);
    expect(items.every((item) => item.optionGroups.length === 2)).toBe(true);
    expect(count).toBeLessThanOrEqual(3);
    expect(statements.filter((sql) => /menu_option_groups/.test(sql))).toHaveLength(1);
  });
});
