import {
  addKakinadaAddress,
  atPath,
  catalogueTexts,
  createCustomerSpeaking,
  createOrderKitchen,
  expect,
  graphql,
  test,
  toast,
} from "./support";

/** Order again (README "Order again"): a finished order, from its card or its details, goes back into the cart and to checkout. */

for (const language of ["en", "te"] as const) {
  test(
    `orders a cancelled order again, naming the sold-out dish it left out (${language})`,
    { tag: "@phone" },
    async ({ adminPage: admin, openPage }) => {
      const t = catalogueTexts(language);
      const shopper = await createCustomerSpeaking(language, `order-again-${language}`);
      const kitchen = await createOrderKitchen(admin, "E2E Again Kitchen", { name: "Again Upma", originalPrice: 60, offerPrice: 50 });
      const { createMenuItem: lemonRice } = await graphql<{ createMenuItem: { id: string } }>(
        `mutation E2EAgainMenuItem($restaurantId: ID!, $input: MenuItemInput!) { createMenuItem(restaurantId: $restaurantId, input: $input) { id } }`,
        {
          restaurantId: kitchen.id,
          input: { name: "Again Lemon Rice", category: "tiffin", isVeg: true, originalPrice: 70, offerPrice: 60 },
        },
        admin,
      );

      const page = await openPage({ as: shopper, locale: language === "te" ? "te-IN" : "en-IN" });
      const addressId = await addKakinadaAddress(page, shopper);
      for (const [id, replaceCart] of [
        [kitchen.dishId, true],
        [lemonRice.id, false],
      ] as const) {
        await graphql(
          `mutation E2EAgainAdd($id: ID!, $replaceCart: Boolean!) { addToCart(menuItemId: $id, quantity: 2, replaceCart: $replaceCart) { id } }`,
          { id, replaceCart },
          page,
        );
      }
      const { placeOrder } = await graphql<{ placeOrder: { id: string } }>(
        `mutation E2EAgainPlace($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`,
        { input: { addressId, idempotencyKey: crypto.randomUUID() } },
        page,
      );
      await graphql(`mutation E2EAgainCancel($id: ID!) { cancelOrder(id: $id) { id } }`, { id: placeOrder.id }, page);
      await graphql(
        `mutation E2EAgainSoldOut($id: ID!) { setMenuItemSoldOut(id: $id, soldOut: true) { id } }`,
        { id: lemonRice.id },
        admin,
      );
      const number = placeOrder.id.slice(-6).toUpperCase();

      await page.goto("/shop/account");
      // The history's card offers it too, beside View.
      await expect(page.getByRole("button", { name: t("account.orderAgainLabel", { number }) })).toBeVisible();
      await page.getByRole("button", { name: t("account.viewOrder", { number }) }).click();
      const dialog = page.getByRole("dialog", { name: t("account.orderDetails") });
      await expect(dialog.getByText("Again Lemon Rice").first()).toBeVisible();
      await dialog.getByRole("button", { name: t("account.orderAgainLabel", { number }) }).click();

      await expect(page).toHaveURL(atPath("/shop/checkout"));
      const notice = toast(page, t("account.orderAgainPartly"));
      await expect(notice).toBeVisible();
      // The server's words, in the customer's language (backend/src/i18n reorder.soldOut).
      await expect(notice).toContainText(language === "te" ? "Again Lemon Rice (అయిపోయింది)" : "Again Lemon Rice (sold out)");
      await expect(page.getByText("Again Upma").first()).toBeVisible();
      const { cart } = await graphql<{ cart: { items: Array<{ name: string; quantity: number }> } }>(
        `query E2EAgainCart { cart { items { name quantity } } }`,
        {},
        page,
      );
      expect(cart.items).toEqual([{ name: "Again Upma", quantity: 2 }]);

      await graphql(`mutation E2EAgainDeleteRestaurant($id: ID!) { deleteRestaurant(id: $id) { id } }`, { id: kitchen.id }, admin);
    },
  );
}
