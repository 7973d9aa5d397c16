import { checkoutApiErrors as englishErrors } from "../src/i18n/en/checkout-errors";
import { checkoutApiErrors as teluguErrors } from "../src/i18n/te/checkout-errors";
import {
  DEMO,
  addKakinadaAddress,
  catalogueTexts,
  createCustomerSpeaking,
  createOrderKitchen,
  deleteOrderKitchen,
  expect,
  expectNoA11yViolations,
  graphql,
  keepScreenshot,
  test,
  type CatalogueLanguage,
  type Locator,
  type OrderKitchen,
  type Page,
} from "./support";

/**
 * Issue 29's bill on the customer's side at 360 px, in English and Telugu: a kitchen with a ₹150
 * minimum order and a coupon of its own (25% off up to ₹60 from ₹200 of items) made by an admin
 * through the API; the customer sees the minimum on the menu, is held back by it in the cart,
 * reaches it, applies the coupon, tips the rider ₹20 and finds the same bill (the same figures,
 * line by line) on checkout, the success page and the order's details in their account.
 */

const DISH = { name: "Ghee Karam Dosa", originalPrice: 120, offerPrice: 120 };
const LANGUAGES: CatalogueLanguage[] = ["en", "te"];

/** The figures of the bill whose total row is labelled `totalLabel`: every line's amount, then the total. */
async function billFigures(scope: Locator, totalLabel: string): Promise<string[]> {
  const bill = scope.locator("dl").filter({ has: scope.page().getByText(totalLabel, { exact: true }) });
  await expect(bill).toHaveCount(1);
  await expect(bill).not.toHaveAttribute("aria-busy", "true");
  return bill.locator("dd").allInnerTexts();
}

/** The amount next to a label of a bill. */
const billLine = (scope: Locator, label: string) =>
  scope
    .locator("dl > div")
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator("dd");

async function createKitchenWithCoupon(admin: Page, language: CatalogueLanguage): Promise<{ kitchen: OrderKitchen; code: string }> {
  const kitchen = await createOrderKitchen(admin, `E2E Bill Kitchen ${language}`, DISH);
  await graphql(
    `mutation E2EBillMinimum($id: ID!, $input: RestaurantUpdateInput!) { updateRestaurant(id: $id, input: $input) { id } }`,
    { id: kitchen.id, input: { minimumOrder: 150 } },
    admin,
  );
  const code = `BILL${language.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
  await graphql(
    `mutation E2EBillCoupon($input: CouponInput!) { createCoupon(input: $input) { id } }`,
    {
      input: {
        code,
        description: "25% off up to ₹60",
        kind: "PERCENT",
        value: 25,
        maxDiscount: 60,
        minOrder: 200,
        restaurantIds: [kitchen.id],
      },
    },
    admin,
  );
  return { kitchen, code };
}

for (const language of LANGUAGES) {
  const t = catalogueTexts(language);
  // The shop's catalogue merges its parts' error texts deeply; catalogueTexts' parts would overwrite them.
  const errors = (language === "en" ? englishErrors : teluguErrors).codes;

  test(
    `the same bill, coupon and tip included, on checkout, the success page and my orders (${language})`,
    { tag: "@phone" },
    async ({ openPage }) => {
      test.setTimeout(120_000);
      const admin = await openPage({ as: DEMO.admin });
      const { kitchen, code } = await createKitchenWithCoupon(admin, language);
      try {
        const account = await createCustomerSpeaking(language, `bill-${language}`);
        const page = await openPage({ as: account, locale: language === "te" ? "te-IN" : "en-IN" });
        await addKakinadaAddress(page, account);

        // The menu names the minimum order.
        await page.goto(`/shop/listing/${kitchen.id}`);
        const facts = page.getByRole("region", { name: new RegExp(`E2E Bill Kitchen ${language}`) });
        await expect(billLine(facts, t("menu.minimumOrder"))).toHaveText("₹150.00");

        // One dosa (₹120) is ₹30 short: the cart says so and holds checkout back.
        await page
          .getByRole("article", { name: DISH.name })
          .getByRole("button", { name: t("menu.addToCart") })
          .click();
        await page
          .getByRole("banner")
          .getByRole("button", { name: t("shop.cartWithCount", { count: 1 }) })
          .click();
        const cart = page.getByRole("dialog", { name: t("shop.cartTitle") });
        await expect(cart.getByText(t("cartSheet.minimumOrderShortfall", { missing: "₹30.00", minimum: "₹150.00" }))).toBeVisible();
        await expect(cart.getByRole("button", { name: t("cartSheet.proceedToCheckout") })).toBeDisabled();
        await expect(billLine(cart, t("cartSheet.itemsTotal"))).toHaveText("₹120.00");

        // Two reach it (and the coupon's ₹200).
        await cart.getByRole("button", { name: t("cartSheet.increase", { name: DISH.name }) }).click();
        await expect(billLine(cart, t("cartSheet.itemsTotal"))).toHaveText("₹240.00");
        await expect(cart.getByRole("button", { name: t("cartSheet.proceedToCheckout") })).toBeEnabled();
        await expectNoA11yViolations(page, `cart sheet (${language})`);
        await cart.getByRole("button", { name: t("cartSheet.proceedToCheckout") }).click();

        // Checkout: the address, the coupon (offered, then applied), a ₹20 tip.
        await page.getByRole("radio", { name: /9-1 Temple Street/ }).check();
        const summary = page.getByRole("region", { name: t("checkout.summaryHeading") });
        const coupon = summary.getByRole("region", { name: t("checkout.coupon.heading") });
        await expect(coupon.getByRole("button", { name: new RegExp(code) })).toBeVisible();
        // One dosa again: below the minimum (Place Order held back) and the coupon's ₹200, which is no longer offered.
        const items = page.getByRole("region", { name: t("checkout.itemsHeading") });
        await items.getByRole("button", { name: t("cartSheet.decrease", { name: DISH.name }) }).click();
        await expect(summary.getByText(t("cartSheet.minimumOrderShortfall", { missing: "₹30.00", minimum: "₹150.00" }))).toBeVisible();
        await expect(summary.getByRole("button", { name: t("checkout.placeOrder") })).toBeDisabled();
        await expect(coupon.getByRole("button", { name: new RegExp(code) })).toHaveCount(0);
        await items.getByRole("button", { name: t("cartSheet.increase", { name: DISH.name }) }).click();
        await expect(coupon.getByRole("button", { name: new RegExp(code) })).toBeVisible();
        await expect(summary.getByRole("button", { name: t("checkout.placeOrder") })).toBeEnabled();
        await coupon.getByLabel(t("checkout.coupon.label")).fill("NOSUCHCODE1");
        await coupon.getByRole("button", { name: t("checkout.coupon.apply"), exact: true }).click();
        await expect(coupon.getByText(errors.COUPON_INVALID)).toBeVisible();
        await coupon.getByLabel(t("checkout.coupon.label")).fill(code.toLowerCase());
        await coupon.getByRole("button", { name: t("checkout.coupon.apply"), exact: true }).click();
        await expect(coupon.getByText(t("checkout.coupon.applied", { code }))).toBeVisible();
        await expect(summary.locator("dl > div").filter({ hasText: "\u2212₹60.00" })).toHaveCount(1);

        const tip = summary.getByRole("region", { name: t("checkout.tip.heading") });
        // Another amount: over ₹200 is explained, not sent; ₹25 is saved; then the quick ₹20.
        await tip.getByRole("button", { name: t("checkout.tip.other") }).click();
        await tip.getByLabel(t("checkout.tip.customLabel")).fill("250");
        await tip.getByRole("button", { name: t("checkout.tip.set") }).click();
        await expect(tip.getByText(t("checkout.tip.invalid"))).toBeVisible();
        await tip.getByLabel(t("checkout.tip.customLabel")).fill("25");
        await tip.getByRole("button", { name: t("checkout.tip.set") }).click();
        await expect(tip.getByRole("button", { name: "₹25.00", exact: true })).toHaveAttribute("aria-pressed", "true");
        await expect(summary.locator("dl > div").filter({ hasText: "₹25.00" })).toHaveCount(1);
        await tip.getByRole("button", { name: "₹20", exact: true }).click();
        await expect(tip.getByRole("button", { name: "₹20", exact: true })).toHaveAttribute("aria-pressed", "true");
        await expect(summary.locator("dl > div").filter({ hasText: "₹20.00" })).toHaveCount(1);

        // ₹240 of items, the delivery fee, −₹60, ₹20 for the rider: the total is their sum.
        const atCheckout = await billFigures(summary, t("cartSheet.totalAmount"));
        expect(atCheckout[0]).toBe("₹240.00");
        expect(atCheckout).toContain("\u2212₹60.00");
        expect(atCheckout).toContain("₹20.00");
        const rupees = (text: string) => Number(text.replace("\u2212", "-").replace(/[₹,]/g, ""));
        const lines = atCheckout.slice(0, -1).map(rupees);
        expect(rupees(atCheckout.at(-1)!)).toBeCloseTo(
          lines.reduce((sum, amount) => sum + amount, 0),
          2,
        );
        await expectNoA11yViolations(page, `checkout (${language})`);
        await keepScreenshot(page, `bill-checkout-${language}`);

        await page.getByRole("button", { name: t("checkout.placeOrder") }).click();
        await expect(page.getByRole("heading", { level: 1, name: t("checkout.successTitle") })).toBeVisible();
        const success = page.getByRole("region", { name: t("checkout.successBillHeading") });
        expect(await billFigures(success, t("cartSheet.totalAmount"))).toEqual(atCheckout);
        await expectNoA11yViolations(page, `order success (${language})`);
        await keepScreenshot(page, `bill-success-${language}`);

        // My orders: the order's details show the same bill.
        const number = (
          await page
            .getByText(/#[0-9A-Z]{6}/)
            .first()
            .innerText()
        ).match(/#([0-9A-Z]{6})/)![1]!;
        await page.getByRole("button", { name: t("checkout.viewMyOrders") }).click();
        await page.getByRole("button", { name: t("account.viewOrder", { number }) }).click();
        const details = page.getByRole("dialog", { name: t("account.orderDetails") });
        expect(await billFigures(details, t("account.totalAmount"))).toEqual(atCheckout);
        await expect(billLine(details, t("account.deliveryCharges"))).toHaveText(atCheckout[1]!);
        await expectNoA11yViolations(page, `order details (${language})`);
        await billLine(details, t("account.totalAmount")).scrollIntoViewIfNeeded();
        await keepScreenshot(page, `bill-details-${language}`);
      } finally {
        await deleteOrderKitchen(kitchen.id, DEMO.admin);
      }
    },
  );
}
