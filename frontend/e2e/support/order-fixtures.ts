import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import type { Account } from "./accounts";
import { graphql } from "./graphql";
import { baseUrl } from "./run-env";

/** An always-open kitchen with one dish, and a customer address to deliver to. */
export interface OrderKitchen {
  id: string;
  dishId: string;
}

/** The kitchen's one dish. */
export interface KitchenDish {
  name: string;
  originalPrice: number;
  offerPrice: number;
}

export interface PlacedOrder {
  id: string;
  shortId: string;
}

/**
 * A kitchen that is always open (equal opening and closing times) and far from the demo town
 * (Kakinada), so orders can be placed at any hour without changing what other specs see around
 * Bhimavaram. `admin` is a signed-in admin's page.
 */
export async function createOrderKitchen(
  admin: Page,
  name: string,
  dish: KitchenDish = { name: "Upma", originalPrice: 60, offerPrice: 50 },
): Promise<OrderKitchen> {
  const { createRestaurant } = await graphql<{ createRestaurant: { id: string } }>(
    `mutation E2EOrderKitchen($input: RestaurantInput!) { createRestaurant(input: $input) { id } }`,
    {
      input: {
        name: `${name} ${Date.now().toString(36)}`,
        address: "5 Beach Road, Kakinada",
        category: "veg",
        openingTime: "00:00",
        closingTime: "00:00",
        deliveryRadiusKm: 1,
        deliveryTime: 30,
        latitude: 16.9891,
        longitude: 82.2475,
        priceForTwo: 250,
      },
    },
    admin,
  );
  const { createMenuItem } = await graphql<{ createMenuItem: { id: string } }>(
    `mutation E2EOrderKitchenDish($restaurantId: ID!, $input: MenuItemInput!) { createMenuItem(restaurantId: $restaurantId, input: $input) { id } }`,
    { restaurantId: createRestaurant.id, input: { ...dish, category: "tiffin", isVeg: true } },
    admin,
  );
  return { id: createRestaurant.id, dishId: createMenuItem.id };
}

/** Adds a delivery address in Kakinada to the customer signed in on `customer`; returns its id. */
export async function addKakinadaAddress(customer: Page, account: Account, notes = ""): Promise<string> {
  const { addAddress } = await graphql<{ addAddress: { id: string } }>(
    `mutation E2EOrderAddress($input: AddressInput!) { addAddress(input: $input) { id } }`,
    { input: { address: "9-1 Temple Street, Jagannaickpur", city: "Kakinada", pincode: "533002", phone: account.phone, notes } },
    customer,
  );
  return addAddress.id;
}

/** The customer signed in on `customer` orders `quantity` of the kitchen's dish (through the API). */
export async function placeKitchenOrder(customer: Page, kitchen: OrderKitchen, addressId: string, quantity = 1): Promise<PlacedOrder> {
  await graphql(
    `mutation E2EOrderCart($id: ID!, $quantity: Int!) { addToCart(menuItemId: $id, quantity: $quantity, replaceCart: true) { id } }`,
    { id: kitchen.dishId, quantity },
    customer,
  );
  const { placeOrder } = await graphql<{ placeOrder: PlacedOrder }>(
    `mutation E2EOrderPlace($input: PlaceOrderInput!) { placeOrder(input: $input) { id shortId } }`,
    { input: { addressId, idempotencyKey: randomUUID() } },
    customer,
  );
  return placeOrder;
}

/**
 * Deletes the kitchen over plain HTTP as `admin` (signing in anew): for an afterAll, which has no
 * test's page to call through.
 */
export async function deleteOrderKitchen(kitchenId: string, admin: Account): Promise<void> {
  const call = (query: string, variables: Record<string, unknown>, cookie = "") =>
    fetch(`${baseUrl()}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query, variables }),
    });
  const login = await call(`mutation E2EOrderKitchenCleanupLogin($input: LoginInput!) { login(input: $input) { user { id } } }`, {
    input: { email: admin.email, password: admin.password },
  });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  await call(`mutation E2EOrderKitchenCleanup($id: ID!) { deleteRestaurant(id: $id) { id } }`, { id: kitchenId }, cookie);
}
