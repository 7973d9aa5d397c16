import {
  addKakinadaAddress,
  catalogueTexts,
  createCustomerSpeaking,
  createOrderKitchen,
  expect,
  graphql,
  keepScreenshot,
  placeKitchenOrder,
  test,
  toast,
  type CatalogueLanguage,
} from "./support";
import { adminHelp } from "../src/i18n/en/admin-help";

/**
 * Help with an order (README "Help with an order") at 360 px, in English and in Telugu: the
 * customer reports a missing item on a delivered order's details, an admin answers it on the Help
 * page and resolves it, and the customer reads the answer on the order.
 */

/** The admin's Help page texts (the panel is in English here), with their {{values}} put in. */
const staff = (key: keyof typeof adminHelp, values: Record<string, string> = {}) =>
  adminHelp[key].replace(/{{(\w+)}}/g, (_match, name: string) => values[name] ?? "");

for (const language of ["en", "te"] as const satisfies readonly CatalogueLanguage[]) {
  test(`reports a missing item and reads the office's answer (${language})`, { tag: "@phone" }, async ({ adminPage: admin, openPage }) => {
    const t = catalogueTexts(language);
    const dish = language === "en" ? "Help Raita" : "Help Pulihora";
    const kitchen = await createOrderKitchen(admin, `E2E Help ${language}`, { name: dish, originalPrice: 60, offerPrice: 50 });
    const customer = await createCustomerSpeaking(language, `help-${language}`);
    const page = await openPage({ as: customer, locale: language === "te" ? "te-IN" : "en-IN" });
    const addressId = await addKakinadaAddress(page, customer);
    const order = await placeKitchenOrder(page, kitchen, addressId);
    for (const status of ["CONFIRMED", "PREPARING", "OUT_FOR_DELIVERY", "DELIVERED"]) {
      await graphql(
        `mutation E2EHelpMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }`,
        { id: order.id, status },
        admin,
      );
    }

    await page.goto(`/shop/account?tab=orders&order=${order.id}`);
    const help = page.getByRole("dialog").getByRole("region", { name: t("orderHelp.heading") });
    await help.getByRole("button", { name: t("orderHelp.getHelp") }).click();
    await help.getByRole("radio", { name: t("orderHelp.kinds.MISSING_ITEM") }).check();
    await help.getByRole("checkbox", { name: new RegExp(dish) }).check();
    const words = language === "en" ? "The raita was not in the bag." : "సంచిలో పులిహోర లేదు.";
    await help.getByRole("textbox", { name: t("orderHelp.textLabel") }).fill(words);
    await help.getByRole("button", { name: t("orderHelp.send") }).click();
    await expect(toast(page, t("orderHelp.sent"))).toBeVisible();
    await expect(help.getByText(words)).toBeVisible();
    await expect(help.getByText(t("orderHelp.waiting"))).toBeVisible();
    await keepScreenshot(page, `order-help-sent-${language}`);
    // One open problem at a time: no second form.
    await expect(help.getByRole("button", { name: t("orderHelp.getHelp") })).toHaveCount(0);

    // The office answers on the Help page and resolves the problem.
    await admin.goto("/admin/help");
    const number = order.id.slice(-6).toUpperCase();
    const card = admin.getByRole("listitem", { name: staff("order", { number }) });
    await expect(card.getByText(words)).toBeVisible();
    await expect(card.getByText(staff("items", { items: `1 × ${dish}` }))).toBeVisible();
    await keepScreenshot(admin, `admin-help-${language}`);
    const answer = language === "en" ? "Sorry! The raita comes free with your next order." : "Sorry! Your next pulihora is on us.";
    await card.getByRole("textbox", { name: staff("answerLabel") }).fill(answer);
    await card.getByRole("button", { name: staff("send") }).click();
    await expect(toast(admin, staff("sent"))).toBeVisible();
    await expect(card).toHaveCount(0);

    // The customer reads it on the order.
    await page.reload();
    const answered = page.getByRole("dialog").getByRole("region", { name: t("orderHelp.heading") });
    await expect(answered.getByText(answer)).toBeVisible();
    await expect(answered.getByText(t("orderHelp.resolved"))).toBeVisible();
    await keepScreenshot(page, `order-help-answered-${language}`);

    await graphql(`mutation E2EHelpDeleteRestaurant($id: ID!) { deleteRestaurant(id: $id) { id } }`, { id: kitchen.id }, admin);
  });
}
