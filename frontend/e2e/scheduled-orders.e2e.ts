import i18next from "i18next";
import { enKitchen } from "../src/i18n/en-kitchen";
import { teKitchen } from "../src/i18n/te-kitchen";
import {
  DEMO,
  addKakinadaAddress,
  appClock,
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
  recordLiveSubscriptions,
  test,
  type CatalogueLanguage,
  type OrderKitchen,
} from "./support";

/**
 * Ordering for later (README "Order for later"): on a 360 px phone, in English and in Telugu, a
 * customer schedules lunch for tomorrow at 1:00 pm at checkout, sees it scheduled on their order,
 * and when its time comes (the app's clock moved forward: e2e/support/app-clock.ts) the order
 * appears on the restaurant's kitchen board as new, saying "For 1:00 pm".
 */

test.describe.configure({ mode: "serial" });

const kitchens: OrderKitchen[] = [];

test.afterEach(async () => {
  await appClock.reset();
});

test.afterAll(async () => {
  for (const kitchen of kitchens) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

/** The kitchen board's own texts in one language (the shop's catalogueTexts leave them out). */
function kitchenTexts(language: CatalogueLanguage) {
  const texts = i18next.createInstance();
  void texts.init({
    lng: language,
    resources: { [language]: { translation: language === "te" ? teKitchen : enKitchen } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return texts.t;
}

/** Tomorrow in India at hh:mm, as the API writes an instant. */
function tomorrowInIndiaAt(hhmm: string): string {
  const tomorrow = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);
  return new Date(`${tomorrow}T${hhmm}:00+05:30`).toISOString();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const language of ["en", "te"] as const) {
  test(
    `schedules lunch for tomorrow at checkout (${language}) and the kitchen board shows it "For 1:00 pm" when its time comes`,
    { tag: "@phone" },
    async ({ openPage }) => {
      test.setTimeout(120_000);
      const t = catalogueTexts(language);
      const k = kitchenTexts(language);
      const locale = language === "te" ? "te-IN" : "en-IN";
      const [shopper, cook] = await Promise.all([
        createCustomerSpeaking(language, `later-${language}`),
        createCustomerSpeaking(language, `later-cook-${language}`),
      ]);
      const admin = await openPage({ as: DEMO.admin, viewport: "desktop" });
      const kitchen = await createOrderKitchen(admin, `Lunch Later ${language}`, {
        name: "Veg Meals",
        originalPrice: 150,
        offerPrice: 120,
      });
      kitchens.push(kitchen);
      await graphql(
        `mutation E2ELaterStaff($restaurantId: ID!, $email: String!) { addRestaurantStaff(restaurantId: $restaurantId, email: $email) { email } }`,
        { restaurantId: kitchen.id, email: cook.email },
        admin,
      );
      await admin.context().close();

      // The customer fills the cart, then at checkout chooses Schedule and tomorrow's 1:00 pm.
      const customer = await openPage({ as: shopper, locale });
      await addKakinadaAddress(customer, shopper);
      await graphql(
        `mutation E2ELaterCart($id: ID!) { addToCart(menuItemId: $id, quantity: 1, replaceCart: true) { id } }`,
        { id: kitchen.dishId },
        customer,
      );
      await customer.goto("/shop/checkout");
      await customer.getByRole("radio", { name: /9-1 Temple Street/ }).check();
      const lunch = tomorrowInIndiaAt("13:00");
      await customer.getByRole("button", { name: t("checkout.when.later") }).click();
      const slot = customer.getByLabel(t("checkout.when.slotLabel"));
      // Tomorrow's 1:00 pm, under "Tomorrow" in the phone's own picker.
      await expect(slot.locator(`optgroup[label="${t("checkout.when.tomorrow")}"] option[value="${lunch}"]`)).toBeAttached();
      await slot.selectOption(lunch);
      await expect(slot).toHaveValue(lunch);
      expect(await overflowingText(customer)).toEqual([]);
      await keepScreenshot(customer, `checkout-schedule-${language}`);
      await expectNoA11yViolations(customer, "checkout with a delivery time chosen");
      await customer.getByRole("button", { name: t("checkout.placeOrder") }).click();
      await expect(customer).toHaveURL(atPath("/shop/order-success"));
      const number = /#([0-9A-F]{6})/.exec(
        await customer
          .getByText(/#[0-9A-F]{6}/)
          .first()
          .innerText(),
      )![1]!;

      // Its details say for when it is scheduled, and it may be cancelled until the kitchen starts.
      await customer.goto("/shop/account");
      await customer.getByRole("button", { name: t("account.viewOrder", { number }) }).click();
      const details = customer.getByRole("dialog");
      await expect(details.getByText(t("account.scheduledFor"), { exact: true })).toBeVisible();
      await expect(details.getByText(t("account.orderStatusLabel.SCHEDULED"), { exact: true }).first()).toBeVisible();
      await expect(details.getByRole("button", { name: t("account.cancelOrder") })).toBeVisible();
      await keepScreenshot(customer, `order-scheduled-${language}`);

      // The cook's board does not show it yet: it waits for its time.
      const board = await openPage({ as: cook, locale });
      const live = recordLiveSubscriptions(board);
      await board.goto(`/kitchen/${kitchen.id}`);
      const card = board.getByRole("article", { name: k("kitchen.order.label", { number }) });
      await expect(board.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(card).toHaveCount(0);
      // The board hears of the release live: it must be listening before the time comes.
      await live.started("KitchenOrderChanged");

      // Its time comes (10 minutes before 1:00 pm the food must already be on its way): it arrives as new.
      await appClock.moveTo(new Date(Date.parse(lunch) - 10 * 60_000));
      await expect(card).toBeVisible({ timeout: 20_000 });
      const forLunch = k("kitchen.order.deliverFor", { time: "\u0000" }).split("\u0000").map(escaped).join(".*1:00.*");
      await expect(card.getByText(new RegExp(`^${forLunch}$`))).toBeVisible();
      if (language === "en") await expect(card.getByText("For 1:00 pm", { exact: true })).toBeVisible();
      await expect(card.getByRole("button", { name: k("kitchen.actions.acceptOf", { number }) })).toBeVisible();
      expect(await overflowingText(board)).toEqual([]);
      await keepScreenshot(board, `kitchen-scheduled-${language}`);

      // Released to the kitchen, it is no longer the customer's to cancel.
      await customer.reload();
      await customer.getByRole("button", { name: t("account.viewOrder", { number }) }).click();
      await expect(customer.getByRole("dialog").getByText(t("account.scheduledFor"), { exact: true })).toBeVisible();
      await expect(customer.getByRole("dialog").getByRole("button", { name: t("account.cancelOrder") })).toHaveCount(0);
    },
  );
}
