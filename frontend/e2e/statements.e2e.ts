import {
  DEMO,
  addKakinadaAddress,
  createCustomerSpeaking,
  createOrderKitchen,
  deleteOrderKitchen,
  expect,
  expectNoA11yViolations,
  graphql,
  keepScreenshot,
  placeKitchenOrder,
  test,
  type OrderKitchen,
} from "./support";
import { kitchenTexts } from "./support/kitchen-texts";

/**
 * A restaurant's statements (README "The books"): the kitchen's staff open their weekly
 * statement from the board, in English on a desktop and in Telugu on a 360 px phone: a delivered
 * ₹80 order at 15% commission is ₹68 payable, not paid yet.
 */

const kitchens: OrderKitchen[] = [];

test.afterAll(async () => {
  for (const kitchen of kitchens) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

for (const [language, tag] of [
  ["en", undefined],
  ["te", "@phone"],
] as const) {
  test(`the kitchen's staff read this week's statement (${language})`, { tag: tag ? [tag] : [] }, async ({ openPage }) => {
    test.setTimeout(90_000);
    const k = kitchenTexts(language);
    const [shopper, cook] = await Promise.all([
      createCustomerSpeaking(language, `statement-shopper-${language}`),
      createCustomerSpeaking(language, `statement-cook-${language}`),
    ]);
    const admin = await openPage({ as: DEMO.admin, viewport: "desktop" });
    const kitchen = await createOrderKitchen(admin, `Statement ${language}`, { name: "Pesarattu", originalPrice: 90, offerPrice: 80 });
    kitchens.push(kitchen);
    await graphql(
      `mutation E2EStatementStaff($restaurantId: ID!, $email: String!) { addRestaurantStaff(restaurantId: $restaurantId, email: $email) { email } }`,
      { restaurantId: kitchen.id, email: cook.email },
      admin,
    );
    const customer = await openPage({ as: shopper });
    const addressId = await addKakinadaAddress(customer, shopper);
    const order = await placeKitchenOrder(customer, kitchen, addressId);
    for (const status of ["CONFIRMED", "PREPARING", "OUT_FOR_DELIVERY", "DELIVERED"]) {
      await graphql(
        `mutation E2EStatementMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }`,
        { id: order.id, status },
        admin,
      );
    }

    const board = await openPage({ as: cook });
    await board.goto(`/kitchen/${kitchen.id}`);
    await board.getByRole("button", { name: k("statements.open") }).click();
    const drawer = board.getByRole("dialog");
    await expect(drawer.getByText(k("statements.intro"))).toBeVisible();
    // ₹80 sold, 15% commission ₹12, no GSTIN: ₹68 payable.
    for (const text of ["₹80.00", "₹12.00", "₹68.00", k("statements.unpaid")]) await expect(drawer.getByText(text).first()).toBeVisible();
    await keepScreenshot(board, `kitchen-statements-${language}`);
    await expectNoA11yViolations(board, "the kitchen's statements");
  });
}
