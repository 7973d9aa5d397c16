import { atPath, createCustomer, expect, graphql, test, toast, type Account } from "./support";

/** Order again (README "Order again"): a finished order's details put it back into the cart and go to checkout. */

let shopper: Account;

test.beforeAll(async () => {
  shopper = await createCustomer("order-again");
});

test("orders a cancelled order again, naming the sold-out dish it left out", { tag: "@phone" }, async ({ adminPage: admin, openPage }) => {
  // An always-open kitchen far from the demo town, so the order can be placed at any hour.
  const { createRestaurant } = await graphql<{ createRestaurant: { id: string } }>(
    `mutation E2EAgainRestaurant($input: RestaurantInput!) { createRestaurant(input: $input) { id } }`,
    {
      input: {
        name: "E2E Again Kitchen",
        address: "2 Test Lane, Tirupati",
        category: "veg",
        openingTime: "00:00",
        closingTime: "00:00",
        deliveryRadiusKm: 1,
        deliveryTime: 30,
        latitude: 13.6288,
        longitude: 79.4192,
        priceForTwo: 200,
      },
    },
    admin,
  );
  const dish = async (name: string) =>
    (
      await graphql<{ createMenuItem: { id: string } }>(
        `mutation E2EAgainMenuItem($restaurantId: ID!, $input: MenuItemInput!) { createMenuItem(restaurantId: $restaurantId, input: $input) { id } }`,
        { restaurantId: createRestaurant.id, input: { name, category: "tiffin", isVeg: true, originalPrice: 60, offerPrice: 50 } },
        admin,
      )
    ).createMenuItem.id;
  const [upma, lemonRice] = [await dish("Again Upma"), await dish("Again Lemon Rice")];

  const page = await openPage({ as: shopper });
  const { addAddress } = await graphql<{ addAddress: { id: string } }>(
    `mutation E2EAgainAddress($input: AddressInput!) { addAddress(input: $input) { id } }`,
    { input: { address: "1-2-3, Main Road", city: "Bhimavaram", pincode: "534201", phone: "9876501234", notes: "Ring the bell" } },
    page,
  );
  for (const [id, replaceCart] of [
    [upma, true],
    [lemonRice, false],
  ] as const) {
    await graphql(
      `mutation E2EAgainAdd($id: ID!, $replaceCart: Boolean!) { addToCart(menuItemId: $id, quantity: 2, replaceCart: $replaceCart) { id } }`,
      { id, replaceCart },
      page,
    );
  }
  const { placeOrder } = await graphql<{ placeOrder: { id: string } }>(
    `mutation E2EAgainPlace($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`,
    { input: { addressId: addAddress.id, idempotencyKey: crypto.randomUUID() } },
    page,
  );
  await graphql(`mutation E2EAgainCancel($id: ID!) { cancelOrder(id: $id) { id } }`, { id: placeOrder.id }, page);
  await graphql(`mutation E2EAgainSoldOut($id: ID!) { setMenuItemSoldOut(id: $id, soldOut: true) { id } }`, { id: lemonRice }, admin);
  const number = placeOrder.id.slice(-6).toUpperCase();

  await page.goto("/shop/account");
  await page.getByRole("button", { name: `View order #${number}` }).click();
  const dialog = page.getByRole("dialog", { name: "Order Details" });
  await expect(dialog.getByText("Again Lemon Rice").first()).toBeVisible();
  await dialog.getByRole("button", { name: `Order #${number} again` }).click();

  await expect(page).toHaveURL(atPath("/shop/checkout"));
  const notice = toast(page, "Your cart has this order again, except:");
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Again Lemon Rice (sold out)");
  await expect(page.getByText("Again Upma").first()).toBeVisible();
  const { cart } = await graphql<{ cart: { items: Array<{ name: string; quantity: number }> } }>(
    `query E2EAgainCart { cart { items { name quantity } } }`,
    {},
    page,
  );
  expect(cart.items).toEqual([{ name: "Again Upma", quantity: 2 }]);

  await graphql(`mutation E2EAgainDeleteRestaurant($id: ID!) { deleteRestaurant(id: $id) { id } }`, { id: createRestaurant.id }, admin);
});
