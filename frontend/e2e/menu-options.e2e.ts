import { apiErrors as englishErrors } from "../src/i18n/en/api-errors";
import { apiErrors as teluguErrors } from "../src/i18n/te/api-errors";
import {
  DEMO,
  addKakinadaAddress,
  atPath,
  catalogueTexts,
  createCustomerSpeaking,
  createOrderKitchen,
  deleteOrderKitchen,
  expect,
  expectNoA11yViolations,
  graphql,
  keepScreenshot,
  test,
  toast,
  type Account,
  type OrderKitchen,
  type Page,
} from "./support";

/**
 * A dish with choices, as an Andhra biryani house sells it (issue 28): Chicken Biryani, Half ₹180
 * or Full ₹300, with extra raita or an egg. At 360 px, in English and in Telugu, a customer picks
 * Full with extra raita in the menu's option sheet, sees the choices under the cart line (beside a
 * Half line of the same dish, removed on its own), orders it, and the kitchen sees them on the
 * board's card and on the printed ticket.
 */

test.describe.configure({ mode: "serial" });

const DISH = { name: "Chicken Biryani", originalPrice: 180, offerPrice: 180 };
const CHOICES = "Full, Extra raita";

let kitchen: OrderKitchen | undefined;
const shoppers: Partial<Record<"en" | "te", { account: Account; addressId: string }>> = {};

test.beforeAll(async ({ openSharedPage }) => {
  const admin = await openSharedPage({ as: DEMO.admin });
  kitchen = await createOrderKitchen(admin, "Options Biryani House", DISH);
  // The demo data may hold no dish with choices: this one gets a portion and extras through the API.
  await graphql(
    `mutation E2EBiryaniOptions($id: ID!, $groups: [MenuOptionGroupInput!]!) {
      setMenuItemOptions(menuItemId: $id, groups: $groups) { id }
    }`,
    {
      id: kitchen.dishId,
      groups: [
        {
          name: "Portion",
          minChoices: 1,
          maxChoices: 1,
          options: [
            { name: "Half", extraPrice: 0 },
            { name: "Full", extraPrice: 120 },
          ],
        },
        {
          name: "Extras",
          minChoices: 0,
          maxChoices: 2,
          options: [
            { name: "Extra raita", extraPrice: 20 },
            { name: "Egg", extraPrice: 15, isAvailable: false },
          ],
        },
      ],
    },
    admin,
  );
  for (const language of ["en", "te"] as const) {
    const account = await createCustomerSpeaking(language, `options-${language}`);
    const customer = await openSharedPage({ as: account });
    shoppers[language] = { account, addressId: await addKakinadaAddress(customer, account) };
    await customer.context().close();
  }
  await admin.context().close();
});

test.afterAll(async () => {
  if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

/** The board's card and the ticket of an order are both articles named "Order #ABC123". */
const orderArticle = (page: Page, shortId: string) => page.getByRole("article", { name: `Order #${shortId}` });

for (const language of ["en", "te"] as const) {
  test(
    `chooses Full with extra raita, orders it, and the kitchen sees the choices (${language})`,
    { tag: "@phone" },
    async ({ openPage }) => {
      test.setTimeout(120_000);
      const t = catalogueTexts(language);
      const shopper = shoppers[language]!;
      const page = await openPage({ as: shopper.account, locale: language === "te" ? "te-IN" : "en-IN" });

      await page.goto(`/shop/listing/${kitchen!.id}`);
      const dish = page.getByRole("article", { name: DISH.name });
      const add = dish.getByRole("button", { name: t("menu.addToCart") });

      // Half first: the sheet asks for the portion before adding.
      await add.click();
      const sheet = page.getByRole("dialog", { name: DISH.name });
      await expect(sheet.getByRole("radio", { name: /Full/ })).toBeVisible();
      await expect(sheet.getByText("₹300.00")).toBeVisible();
      await expect(sheet.getByRole("checkbox", { name: /Egg/ })).toBeDisabled();
      await expect(sheet.getByText(t("menuOptions.soldOut"))).toBeVisible();
      await sheet.getByRole("button", { name: t("menuOptions.addWithPrice", { price: "₹180.00" }) }).click();
      // The shop's part replaces the main catalogue's apiErrors in catalogueTexts: the main text itself.
      const required = (language === "te" ? teluguErrors : englishErrors).detailed.OPTION_REQUIRED.replace("{{group}}", "Portion");
      await expect(sheet.getByRole("alert")).toHaveText(required);
      await sheet.getByRole("radio", { name: /Half/ }).check();
      await sheet.getByRole("button", { name: t("menuOptions.addWithPrice", { price: "₹180.00" }) }).click();
      await expect(toast(page, t("cart.added"))).toBeVisible();
      await expect(sheet).toBeHidden();

      // Then Full with extra raita: another line of the same dish, ₹300 + ₹20.
      await add.click();
      await sheet.getByRole("radio", { name: /Full/ }).check();
      await sheet.getByRole("checkbox", { name: /Extra raita/ }).check();
      await keepScreenshot(page, `menu-options-sheet-${language}`);
      await expectNoA11yViolations(page, `option sheet (${language})`);
      await sheet.getByRole("button", { name: t("menuOptions.addWithPrice", { price: "₹320.00" }) }).click();
      await expect(page.getByRole("banner").getByRole("button", { name: t("shop.cartWithCount", { count: 2 }) })).toBeVisible();

      // The cart: each line with its choices; the Half line goes on its own.
      await page
        .getByRole("banner")
        .getByRole("button", { name: t("shop.cartWithCount", { count: 2 }) })
        .click();
      const cart = page.getByRole("dialog", { name: t("shop.cartTitle") });
      await expect(cart.getByText(CHOICES)).toBeVisible();
      await expect(cart.getByText(t("cartSheet.each", { price: "₹320.00" }))).toBeVisible();
      await cart.getByRole("button", { name: t("cartSheet.remove", { name: `${DISH.name} (Half)` }) }).click();
      await expect(cart.getByText("Half", { exact: true })).toBeHidden();
      await expect(cart.getByText(CHOICES)).toBeVisible();
      await keepScreenshot(page, `menu-options-cart-${language}`);
      await cart.getByRole("button", { name: t("cartSheet.proceedToCheckout") }).click();

      // Checkout shows the choices too; the order is placed to the saved address.
      await expect(page).toHaveURL(atPath("/shop/checkout"));
      await expect(page.getByRole("region", { name: t("checkout.itemsHeading") }).getByText(CHOICES)).toBeVisible();
      await page.getByRole("radio", { name: /9-1 Temple Street/ }).check();
      await page.getByRole("button", { name: t("checkout.placeOrder") }).click();
      await expect(page).toHaveURL(atPath("/shop/order-success"));

      const { myOrders } = await graphql<{
        myOrders: { items: Array<{ shortId: string; total: number; lines: Array<{ options: Array<{ name: string }> }> }> };
      }>(`query E2EOptionsOrder { myOrders { items { shortId total lines { options { name } } } } }`, {}, page);
      const order = myOrders.items[0]!;
      expect(order.total).toBe(350);
      expect(order.lines.map((line) => line.options.map((option) => option.name))).toEqual([["Full", "Extra raita"]]);

      // The kitchen: the board's card, then the printed ticket.
      const board = await openPage({ as: DEMO.admin });
      await board.addInitScript(() => {
        window.print = () => undefined;
      });
      await board.goto(`/kitchen/${kitchen!.id}`);
      const card = orderArticle(board, order.shortId);
      await expect(card.getByText(CHOICES)).toBeVisible();
      await card.getByRole("button", { name: `Print ticket of order #${order.shortId}` }).click();
      await board.emulateMedia({ media: "print" });
      const ticket = orderArticle(board, order.shortId);
      await expect(ticket).toBeVisible();
      await expect(ticket.getByText(CHOICES)).toBeVisible();
      await expect(ticket.getByText(DISH.name)).toBeVisible();
    },
  );
}

test("an admin edits the dish's options and the kitchen sells the egg out and back", async ({ adminPage: page }) => {
  const options = async () =>
    (
      await graphql<{
        restaurant: {
          menuItems: Array<{
            optionGroups: Array<{ options: Array<{ id: string; name: string; extraPrice: number; isAvailable: boolean }> }>;
          }>;
        };
      }>(
        `query E2EBiryaniOptionsNow($id: ID!) { restaurant(id: $id) { menuItems { optionGroups { options { id name extraPrice isAvailable } } } } }`,
        { id: kitchen!.id },
      )
    ).restaurant.menuItems[0]!.optionGroups.flatMap((group) => group.options);
  const before = await options();

  // The item sheet's Options section: Full costs ₹130 more now, the same option (its id kept).
  await page.goto(`/admin/restaurants/${kitchen!.id}`);
  await page.getByRole("button", { name: `Edit ${DISH.name}` }).click();
  const sheet = page.getByRole("dialog", { name: "Edit Item" });
  const options2 = sheet.getByRole("list", { name: "Options of choice 1" });
  await expect(sheet.getByLabel("Choice name").first()).toHaveValue("Portion");
  await expect(options2.getByLabel("Option 2", { exact: true })).toHaveValue("Full");
  await options2.getByLabel("Extra price").nth(1).fill("130");
  await sheet.getByRole("button", { name: "Save options" }).click();
  await expect(toast(page, "Options saved")).toBeVisible();
  const saved = await options();
  expect(saved.find((option) => option.name === "Full")).toEqual({ ...before.find((option) => option.name === "Full")!, extraPrice: 130 });
  expect(saved.map((option) => option.id)).toEqual(before.map((option) => option.id));

  // The kitchen's menu sheet: the egg, sold out in beforeAll, is back.
  await page.goto(`/kitchen/${kitchen!.id}`);
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("dialog", { name: /^Menu · / });
  const egg = menu.getByRole("switch", { name: `${DISH.name} · Egg: sold out` });
  await expect(egg).toBeChecked();
  await egg.click();
  await expect(toast(page, `${DISH.name} · Egg is available again.`)).toBeVisible();
  expect((await options()).find((option) => option.name === "Egg")?.isAvailable).toBe(true);
});
