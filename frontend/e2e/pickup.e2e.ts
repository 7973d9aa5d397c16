import {
  DEMO,
  atPath,
  catalogueTexts,
  createCustomerSpeaking,
  createOrderKitchen,
  deleteOrderKitchen,
  expect,
  expectNoA11yViolations,
  graphql,
  keepScreenshot,
  overflowingText,
  test,
  toast,
  type OrderKitchen,
} from "./support";
import { kitchenTexts } from "./support/kitchen-texts";

/**
 * Pick up (README "Pick up"): on a 360 px phone, in English and in Telugu, a customer without any
 * saved address chooses "Pick up" at checkout, sees the restaurant's address and a bill without
 * a delivery charge, places the order and gets the directions; the kitchen marks it ready, then
 * "Collected" on its board, and the customer's order reads collected.
 */

test.describe.configure({ mode: "serial" });

const kitchens: OrderKitchen[] = [];

test.afterAll(async () => {
  for (const kitchen of kitchens) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

/** createOrderKitchen's place: 5 Beach Road, Kakinada. */
const DIRECTIONS = "https://www.google.com/maps/dir/?api=1&destination=16.9891,82.2475";

for (const language of ["en", "te"] as const) {
  test(
    `picks up an order (${language}): no address, no delivery charge, directions, collected at the counter`,
    { tag: "@phone" },
    async ({ openPage }) => {
      test.setTimeout(120_000);
      const t = catalogueTexts(language);
      const k = kitchenTexts(language);
      const locale = language === "te" ? "te-IN" : "en-IN";
      const [shopper, cook] = await Promise.all([
        createCustomerSpeaking(language, `pickup-${language}`),
        createCustomerSpeaking(language, `pickup-cook-${language}`),
      ]);
      const admin = await openPage({ as: DEMO.admin, viewport: "desktop" });
      const kitchen = await createOrderKitchen(admin, `Pickup ${language}`, { name: "Pesarattu", originalPrice: 90, offerPrice: 80 });
      kitchens.push(kitchen);
      await graphql(
        `mutation E2EPickupStaff($restaurantId: ID!, $email: String!) { addRestaurantStaff(restaurantId: $restaurantId, email: $email) { email } }`,
        { restaurantId: kitchen.id, email: cook.email },
        admin,
      );
      await admin.context().close();

      // The customer has no saved address: at checkout they choose Pick up.
      const customer = await openPage({ as: shopper, locale });
      await graphql(
        `mutation E2EPickupCart($id: ID!) { addToCart(menuItemId: $id, quantity: 2, replaceCart: true) { id } }`,
        { id: kitchen.dishId },
        customer,
      );
      await customer.goto("/shop/checkout");
      const summary = customer.getByRole("region", { name: t("checkout.summaryHeading") });
      await expect(summary.getByText(t("cartSheet.deliveryCharges"))).toBeVisible();
      await customer.getByRole("button", { name: t("checkout.fulfilment.pickup"), exact: true }).click();
      await expect(customer.getByRole("button", { name: t("checkout.fulfilment.pickup"), exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(customer.getByRole("heading", { name: t("checkout.fulfilment.pickupHeading") })).toBeVisible();
      await expect(customer.getByText("5 Beach Road, Kakinada")).toBeVisible();
      // The bill follows: the two dishes and no delivery charge, no rider's tip.
      await expect(summary.getByText(t("cartSheet.deliveryCharges"))).toHaveCount(0);
      await expect(summary.getByRole("heading", { name: t("checkout.tip.heading") })).toHaveCount(0);
      await expect(summary.getByText("₹160.00").last()).toBeVisible();
      expect(await overflowingText(customer)).toEqual([]);
      await keepScreenshot(customer, `checkout-pickup-${language}`);
      await expectNoA11yViolations(customer, "checkout with pick up chosen");
      await customer.getByRole("button", { name: t("checkout.placeOrder") }).click();

      // The success page says where to collect it, with directions.
      await expect(customer).toHaveURL(atPath("/shop/order-success"));
      const number = /#([0-9A-F]{6})/.exec(
        await customer
          .getByText(/#[0-9A-F]{6}/)
          .first()
          .innerText(),
      )![1]!;
      await expect(customer.getByRole("heading", { name: t("account.pickupAt") })).toBeVisible();
      await expect(customer.getByText("5 Beach Road, Kakinada")).toBeVisible();
      const directions = customer.getByRole("link", { name: new RegExp(t("account.pickupDirections")) });
      await expect(directions).toHaveAttribute("href", DIRECTIONS);
      await keepScreenshot(customer, `order-success-pickup-${language}`);

      // The kitchen sees a pickup; it accepts and cooks it (the board's moves), then the customer collects it.
      const board = await openPage({ as: cook, locale });
      await board.goto(`/kitchen/${kitchen.id}`);
      const card = board.getByRole("article", { name: k("kitchen.order.label", { number }) });
      await expect(card).toBeVisible({ timeout: 20_000 });
      await expect(card.getByText(k("kitchen.order.pickup"), { exact: true })).toBeVisible();
      const { myOrders } = await graphql<{ myOrders: { items: Array<{ id: string }> } }>(
        `query E2EPickupOrderId { myOrders(limit: 1) { items { id } } }`,
        {},
        customer,
      );
      const order = myOrders.items[0]!;
      await graphql(`mutation E2EPickupAccept($id: ID!) { acceptOrder(id: $id, preparationMinutes: 10) { id } }`, { id: order.id }, board);
      await graphql(`mutation E2EPickupReady($id: ID!) { markOrderReady(id: $id) { id } }`, { id: order.id }, board);
      // On a phone the board's columns are tabs: the ready pickup waits under Ready.
      const readyTab = board.getByRole("tab", { name: k("kitchen.columns.withCount", { column: k("kitchen.columns.ready"), count: 1 }) });
      await readyTab.click();
      const collect = card.getByRole("button", { name: k("kitchen.actions.markCollectedOf", { number }) });
      await expect(collect).toBeVisible({ timeout: 20_000 });
      expect(await overflowingText(board)).toEqual([]);
      await keepScreenshot(board, `kitchen-pickup-${language}`);
      await collect.click();
      await expect(toast(board, k("kitchen.toasts.collected", { number }))).toBeVisible();
      await expect(card).toHaveCount(0);

      // The customer's order reads collected, with the restaurant's address and directions.
      await customer.goto("/shop/account");
      await customer.getByRole("button", { name: t("account.viewOrder", { number }) }).click();
      const details = customer.getByRole("dialog");
      const tracker = details.getByRole("list", { name: t("liveOrders.tracker.label") });
      await expect(tracker.locator('[aria-current="step"]').filter({ hasText: t("account.collected") })).toBeVisible();
      await expect(tracker.getByText(t("account.orderStatusLabel.OUT_FOR_DELIVERY"))).toHaveCount(0);
      await expect(details.getByRole("heading", { name: t("account.pickupAt") })).toBeVisible();
      await expect(details.getByRole("link", { name: new RegExp(t("account.pickupDirections")) })).toHaveAttribute("href", DIRECTIONS);
      await expect(details.getByText(t("account.deliveryAddress"))).toHaveCount(0);
      await keepScreenshot(customer, `order-collected-${language}`);
    },
  );
}
