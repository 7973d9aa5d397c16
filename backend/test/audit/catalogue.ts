import { graphql } from "../gql";
import type { MenuItemInput, RestaurantInput } from "../gql/graphql";
import { signedInCustomer } from "../support/accounts";
import { createApiKey, keyAgent } from "../support/api-keys";
import { changeOf, type AuditScenario, type AuditWorld } from "../support/audit";
import { insertMenuItem, insertRestaurant, TOWN } from "../support/fixtures";
import { gql, ok } from "../support/graphql";
import { addStaff, REMOVE_RESTAURANT_STAFF, SET_MENU_ITEM_SOLD_OUT, SET_RESTAURANT_CLOSED_FOR_TODAY } from "../support/kitchen";
import { BIRYANI_CHOICES, optionId, setOptions, SET_MENU_OPTION_AVAILABLE } from "../support/menu-options";
import {
  ADD_BANNER,
  BANNERS,
  CREATE_MENU_ITEM,
  CREATE_RESTAURANT,
  DELETE_BANNER,
  DELETE_MENU_ITEM,
  DELETE_RESTAURANT,
  REORDER_BANNERS,
  SET_USER_ROLE,
  UPDATE_MENU_ITEM,
  UPDATE_RESTAURANT,
} from "../support/operations";

/** The audit test's scenarios for restaurants, their staff, menus, banners and roles (test/audit-trail.test.ts). */

const AUDIT_SET_OPENING_HOURS = graphql(`
  mutation AuditSetOpeningHours($id: ID!, $periods: [OpeningPeriodInput!]!) {
    setOpeningHours(restaurantId: $id, periods: $periods) { id openingHours { day opens closes } }
  }
`);

const restaurantInput = (): RestaurantInput => ({
  name: "Audited Andhra Meals",
  description: "Meals on a banana leaf",
  email: "meals@audit.example",
  phone: "9876543210",
  address: "Station Road, Bhimavaram",
  category: "both",
  openingTime: "08:00",
  closingTime: "22:00",
  priceForTwo: 350,
  deliveryTime: 30,
  latitude: TOWN.latitude,
  longitude: TOWN.longitude,
  deliveryRadiusKm: 6,
});

const menuItemInput = (): MenuItemInput => ({
  name: "Audited Pesarattu",
  description: "Green gram dosa",
  image: "/uploads/pesarattu.webp",
  originalPrice: 90,
  offerPrice: 75,
  isVeg: true,
  category: "tiffin",
  ingredients: "Green gram",
  preparationTime: "15 mins",
  rating: 4.5,
  isAvailable: true,
});

/** What a scenario's check compares with, known only once it has run (ids, names). */
const seen: Record<string, unknown> = {};

const asSuperadmin = ({ superadmin }: AuditWorld, entityId: string, entityName: string | null) =>
  ({ actorName: superadmin.userName, actorKind: "PERSON", entityId, entityName }) as const;

/** A restaurant with a person of its kitchen's staff (not an admin), signed in. */
async function kitchenMember(world: AuditWorld) {
  const restaurant = await insertRestaurant(world.app.db);
  const cook = await signedInCustomer(world.app);
  const membership = await addStaff(world.superadmin.agent, restaurant.id, cook.email);
  return { restaurant, cook, membership };
}

/** A MENU_WRITE key of the restaurant, as a program would use it. */
async function menuKey(world: AuditWorld, restaurantId: string, name: string) {
  const key = await createApiKey(world.superadmin.agent, { name, scopes: ["MENU_WRITE"], restaurantIds: [restaurantId] });
  return keyAgent(world.app.url, key.secret);
}

let banners = 0;
const newBanner = async ({ superadmin }: AuditWorld) => {
  banners += 1;
  return ok(await gql(superadmin.agent, ADD_BANNER, { image: `https://images.example.com/audit-banner-${banners}.webp` })).addBanner;
};

export const scenarios: AuditScenario[] = [
  // Restaurants
  {
    mutation: "createRestaurant",
    entityType: "RESTAURANT",
    run: async (world) => {
      const restaurant = ok(await gql(world.superadmin.agent, CREATE_RESTAURANT, { i: restaurantInput() })).createRestaurant;
      return asSuperadmin(world, restaurant.id, "Audited Andhra Meals");
    },
    check: (entry) => {
      expect(changeOf(entry, "priceForTwoPaise")).toEqual({ field: "priceForTwoPaise", before: null, after: 35000 });
      expect(changeOf(entry, "name")).toEqual({ field: "name", before: null, after: "Audited Andhra Meals" });
    },
  },
  {
    mutation: "updateRestaurant",
    entityType: "RESTAURANT",
    run: async (world) => {
      // Renamed too: the entry calls it by its new name.
      const { id } = await insertRestaurant(world.app.db, { name: "Audit Old Mess", priceForTwoPaise: 40000 });
      ok(await gql(world.superadmin.agent, UPDATE_RESTAURANT, { id, i: { name: "Audit New Mess", priceForTwo: 500 } }));
      return asSuperadmin(world, id, "Audit New Mess");
    },
    check: (entry) =>
      expect(entry.changes).toEqual([
        { field: "name", before: "Audit Old Mess", after: "Audit New Mess" },
        { field: "priceForTwoPaise", before: 40000, after: 50000 },
      ]),
  },
  {
    mutation: "deleteRestaurant",
    entityType: "RESTAURANT",
    run: async (world) => {
      const restaurant = await insertRestaurant(world.app.db, { priceForTwoPaise: 45000 });
      seen.deletedRestaurant = restaurant.name;
      ok(await gql(world.superadmin.agent, DELETE_RESTAURANT, { id: restaurant.id }));
      return asSuperadmin(world, restaurant.id, restaurant.name);
    },
    check: (entry) => {
      expect(changeOf(entry, "name")).toEqual({ field: "name", before: seen.deletedRestaurant, after: null });
      expect(changeOf(entry, "priceForTwoPaise")).toEqual({ field: "priceForTwoPaise", before: 45000, after: null });
    },
  },
  {
    mutation: "setOpeningHours",
    entityType: "RESTAURANT",
    run: async (world) => {
      const { id, name } = await insertRestaurant(world.app.db, { openingTime: "08:00", closingTime: "22:00" });
      const periods = [
        { day: "SUNDAY", opens: "10:00", closes: "14:00" },
        { day: "MONDAY", opens: "09:00", closes: "21:00" },
      ] as const;
      ok(await gql(world.superadmin.agent, AUDIT_SET_OPENING_HOURS, { id, periods: [...periods] }));
      return asSuperadmin(world, id, name);
    },
    check: (entry) =>
      expect(entry.changes).toEqual([
        {
          field: "openingHours",
          before: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"].map((day) => `${day} 08:00-22:00`),
          after: ["MONDAY 09:00-21:00", "SUNDAY 10:00-14:00"],
        },
      ]),
  },
  {
    mutation: "setRestaurantClosedForToday",
    entityType: "RESTAURANT",
    run: async (world) => {
      const { restaurant, cook } = await kitchenMember(world);
      ok(await gql(cook.agent, SET_RESTAURANT_CLOSED_FOR_TODAY, { restaurantId: restaurant.id, closed: true }));
      return { actorName: cook.userName, actorKind: "PERSON", entityId: restaurant.id, entityName: restaurant.name };
    },
    check: (entry) => {
      expect(entry.changes).toEqual([{ field: "closedUntil", before: null, after: expect.any(String) }]);
      expect(new Date(entry.changes[0]!.after as string).getTime()).toBeGreaterThan(Date.now());
    },
  },
  // A restaurant's staff: the account's id, never its e-mail; named by the restaurant
  {
    mutation: "addRestaurantStaff",
    entityType: "RESTAURANT_STAFF",
    run: async (world) => {
      const { restaurant, cook, membership } = await kitchenMember(world);
      seen.addedStaff = { restaurantId: restaurant.id, userId: cook.id };
      return asSuperadmin(world, membership.id, restaurant.name);
    },
    check: (entry) => {
      const { restaurantId, userId } = seen.addedStaff as { restaurantId: string; userId: string };
      expect(entry.changes).toEqual([
        { field: "restaurantId", before: null, after: restaurantId },
        { field: "userId", before: null, after: userId },
        { field: "status", before: null, after: "ACTIVE" },
      ]);
    },
  },
  {
    mutation: "removeRestaurantStaff",
    entityType: "RESTAURANT_STAFF",
    run: async (world) => {
      const { restaurant, cook, membership } = await kitchenMember(world);
      seen.removedStaff = cook.id;
      expect(
        ok(await gql(world.superadmin.agent, REMOVE_RESTAURANT_STAFF, { restaurantId: restaurant.id, email: cook.email }))
          .removeRestaurantStaff,
      ).toBe(true);
      return asSuperadmin(world, membership.id, restaurant.name);
    },
    check: (entry) => expect(changeOf(entry, "userId")).toEqual({ field: "userId", before: seen.removedStaff, after: null }),
  },
  // Menus
  {
    mutation: "createMenuItem",
    entityType: "MENU_ITEM",
    run: async (world) => {
      const { id: restaurantId } = await insertRestaurant(world.app.db);
      const item = ok(await gql(world.superadmin.agent, CREATE_MENU_ITEM, { r: restaurantId, i: menuItemInput() })).createMenuItem;
      return asSuperadmin(world, item.id, "Audited Pesarattu");
    },
    check: (entry) => {
      expect(changeOf(entry, "offerPricePaise")).toEqual({ field: "offerPricePaise", before: null, after: 7500 });
      expect(changeOf(entry, "originalPricePaise")).toEqual({ field: "originalPricePaise", before: null, after: 9000 });
    },
  },
  {
    // An API key (MENU_WRITE) may change the prices of its restaurant's items.
    mutation: "updateMenuItem",
    entityType: "MENU_ITEM",
    run: async (world) => {
      const { id: restaurantId } = await insertRestaurant(world.app.db);
      const item = await insertMenuItem(world.app.db, restaurantId, { originalPricePaise: 15000, offerPricePaise: 12000 });
      const pos = await menuKey(world, restaurantId, "Audit till (prices)");
      ok(await gql(pos, UPDATE_MENU_ITEM, { r: restaurantId, id: item.id, i: { offerPrice: 100 } }));
      return { actorName: "Audit till (prices)", actorKind: "API_KEY", entityId: item.id, entityName: item.name };
    },
    check: (entry) => expect(entry.changes).toEqual([{ field: "offerPricePaise", before: 12000, after: 10000 }]),
  },
  {
    mutation: "deleteMenuItem",
    entityType: "MENU_ITEM",
    run: async (world) => {
      const { id: restaurantId } = await insertRestaurant(world.app.db);
      const item = await insertMenuItem(world.app.db, restaurantId, { offerPricePaise: 11000 });
      seen.deletedItem = item.name;
      ok(await gql(world.superadmin.agent, DELETE_MENU_ITEM, { r: restaurantId, id: item.id }));
      return asSuperadmin(world, item.id, item.name);
    },
    check: (entry) => {
      expect(changeOf(entry, "name")).toEqual({ field: "name", before: seen.deletedItem, after: null });
      expect(changeOf(entry, "offerPricePaise")).toEqual({ field: "offerPricePaise", before: 11000, after: null });
    },
  },
  {
    mutation: "setMenuItemOptions",
    entityType: "MENU_ITEM",
    run: async (world) => {
      const { id: restaurantId } = await insertRestaurant(world.app.db);
      const item = await insertMenuItem(world.app.db, restaurantId);
      await setOptions(world.superadmin.agent, item.id, BIRYANI_CHOICES);
      return asSuperadmin(world, item.id, item.name);
    },
    check: (entry) =>
      expect(entry.changes).toEqual([
        {
          field: "optionGroups",
          before: [],
          after: [
            ["Portion", 1, 1],
            ["Extras", 0, 2],
          ],
        },
        {
          field: "options",
          before: [],
          after: [
            ["Portion", "Half", 0, true],
            ["Portion", "Full", 12000, true],
            ["Extras", "Extra raita", 2000, true],
            ["Extras", "Egg", 1500, true],
          ],
        },
      ]),
  },
  {
    // The kitchen's sold-out switch, pressed by a person of the restaurant's staff.
    mutation: "setMenuItemSoldOut",
    entityType: "MENU_ITEM",
    run: async (world) => {
      const { restaurant, cook } = await kitchenMember(world);
      const item = await insertMenuItem(world.app.db, restaurant.id);
      ok(await gql(cook.agent, SET_MENU_ITEM_SOLD_OUT, { id: item.id, soldOut: true }));
      return { actorName: cook.userName, actorKind: "PERSON", entityId: item.id, entityName: item.name };
    },
    check: (entry) => expect(entry.changes).toEqual([{ field: "isAvailable", before: true, after: false }]),
  },
  {
    mutation: "setMenuOptionAvailable",
    entityType: "MENU_ITEM",
    run: async (world) => {
      const { id: restaurantId } = await insertRestaurant(world.app.db);
      const item = await insertMenuItem(world.app.db, restaurantId);
      const groups = await setOptions(world.superadmin.agent, item.id, BIRYANI_CHOICES);
      const tablet = await menuKey(world, restaurantId, "Audit kitchen tablet");
      ok(await gql(tablet, SET_MENU_OPTION_AVAILABLE, { optionId: optionId(groups, "Egg"), isAvailable: false }));
      return { actorName: "Audit kitchen tablet", actorKind: "API_KEY", entityId: item.id, entityName: item.name };
    },
    check: (entry) => {
      const options = (egg: boolean) => [
        ["Portion", "Half", 0, true],
        ["Portion", "Full", 12000, true],
        ["Extras", "Extra raita", 2000, true],
        ["Extras", "Egg", 1500, egg],
      ];
      expect(entry.changes).toEqual([{ field: "options", before: options(true), after: options(false) }]);
    },
  },
  // Banners
  {
    mutation: "addBanner",
    entityType: "BANNER",
    run: async (world) => {
      const banner = await newBanner(world);
      seen.addedBanner = banner;
      return asSuperadmin(world, banner.id, null);
    },
    check: (entry) => {
      const { image, position } = seen.addedBanner as { image: string; position: number };
      expect(entry.changes).toEqual([
        { field: "image", before: null, after: image },
        { field: "position", before: null, after: position },
      ]);
    },
  },
  {
    mutation: "deleteBanner",
    entityType: "BANNER",
    run: async (world) => {
      const banner = await newBanner(world);
      seen.deletedBanner = banner.image;
      ok(await gql(world.superadmin.agent, DELETE_BANNER, { id: banner.id }));
      return asSuperadmin(world, banner.id, null);
    },
    check: (entry) => expect(changeOf(entry, "image")).toEqual({ field: "image", before: seen.deletedBanner, after: null }),
  },
  {
    // The carousel's order: one entry, under its name, however many banners move.
    mutation: "reorderBanners",
    entityType: "BANNER",
    run: async (world) => {
      await newBanner(world);
      await newBanner(world);
      const before = ok(await gql(world.superadmin.agent, BANNERS)).banners.map((banner) => banner.id);
      const after = [...before].reverse();
      seen.bannerOrder = { before, after };
      ok(await gql(world.superadmin.agent, REORDER_BANNERS, { ids: after }));
      return asSuperadmin(world, "CAROUSEL", null);
    },
    check: (entry) => expect(entry.changes).toEqual([{ field: "order", ...(seen.bannerOrder as object) }]),
  },
  // Accounts: the role only, never the person's contact nor name (the account may be a customer's)
  {
    mutation: "setUserRole",
    entityType: "USER",
    run: async (world) => {
      const person = await signedInCustomer(world.app);
      ok(await gql(world.superadmin.agent, SET_USER_ROLE, { id: person.id, role: "ADMIN" }));
      return asSuperadmin(world, person.id, null);
    },
    check: (entry) => expect(entry.changes).toEqual([{ field: "role", before: "customer", after: "admin" }]),
  },
];
