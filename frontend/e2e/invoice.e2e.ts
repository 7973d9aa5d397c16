import {
  DEMO,
  addKakinadaAddress,
  catalogueTexts,
  createCustomerSpeaking,
  createOrderKitchen,
  expect,
  expectNoA11yViolations,
  expectOnePageOfTheRoll,
  graphql,
  keepScreenshot,
  placeKitchenOrder,
  test,
  type CatalogueLanguage,
  type Page,
} from "./support";

/**
 * Issue 29's tax invoice at 360 px, in English and Telugu: a delivered order's invoice shows its
 * number, the seller's GSTIN, the SAC and the CGST/SGST lines, with the legal words in English.
 */

const GSTIN = "37AABCU9603R1ZM";
const TAX_SETTINGS = `mutation E2EInvoiceTax($input: TaxSettingsInput!) { updateTaxSettings(input: $input) { gstin } }`;
const GST = {
  gstin: GSTIN,
  legalName: "Ruchi Foods LLP",
  address: "Main Road, Bhimavaram",
  foodTaxPercent: 5,
  deliveryTaxPercent: 18,
  pricesIncludeTax: false,
};
const NO_TAX = { ...GST, gstin: null, legalName: "", address: "" };

async function deliver(admin: Page, orderId: string): Promise<void> {
  for (const status of ["CONFIRMED", "PREPARING", "OUT_FOR_DELIVERY", "DELIVERED"]) {
    await graphql(
      `mutation E2EInvoiceMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }`,
      { id: orderId, status },
      admin,
    );
  }
}

const LANGUAGES: CatalogueLanguage[] = ["en", "te"];

for (const language of LANGUAGES) {
  const t = catalogueTexts(language);

  test(`a delivered order's tax invoice shows its number, GSTIN and CGST/SGST (${language})`, { tag: "@phone" }, async ({ openPage }) => {
    const superadmin = await openPage({ as: DEMO.superadmin });
    await graphql(TAX_SETTINGS, { input: GST }, superadmin);
    try {
      const kitchen = await createOrderKitchen(superadmin, `E2E Invoice Kitchen ${language}`, {
        name: "Pesarattu",
        originalPrice: 123.45,
        offerPrice: 123.45,
      });
      const account = await createCustomerSpeaking(language, `invoice-${language}`);
      const customer = await openPage({ as: account });
      const addressId = await addKakinadaAddress(customer, account);
      const order = await placeKitchenOrder(customer, kitchen, addressId);
      await deliver(superadmin, order.id);

      // From my orders: the delivered order's details link to its invoice.
      await customer.goto("/shop/account");
      await customer.getByRole("button", { name: t("account.viewOrder", { number: order.shortId }) }).click();
      const details = customer.getByRole("dialog", { name: t("account.orderDetails") });
      await details.getByRole("link", { name: t("invoice.invoiceLink") }).click();
      await expect(customer).toHaveURL(new RegExp(`/orders/${order.id}/invoice$`));
      await expect(customer.getByRole("heading", { level: 1, name: t("invoice.taxInvoice") })).toBeVisible();
      await expect(customer.getByText(/^RUC\/\d{4}-\d{2}\/\d{6}$/)).toBeVisible();
      await expect(customer.getByText(GSTIN, { exact: true })).toBeVisible();
      await expect(customer.getByText(t("invoice.sac", { code: "996331" }))).toBeVisible();
      // ₹123.45 of food: CGST and SGST 2.5% each ₹3.09; ₹30 delivery (the flat fee): 9% each ₹2.70.
      for (const tax of ["CGST", "SGST"]) {
        await expect(customer.getByText(t("invoice.taxOnFood", { tax, rate: "2.5" }), { exact: true })).toBeVisible();
        await expect(customer.getByText(t("invoice.taxOnDelivery", { tax, rate: "9" }), { exact: true })).toBeVisible();
      }
      await expect(customer.getByText("₹3.09", { exact: true })).toHaveCount(2);
      await expect(customer.getByText("₹2.70", { exact: true })).toHaveCount(2);
      await expect(customer.getByText(account.userName, { exact: true })).toBeVisible();
      await expectNoA11yViolations(customer);
      await keepScreenshot(customer, `invoice-a4-${language}`);

      // The 80 mm roll: the same invoice, narrower.
      await customer.getByRole("radio", { name: t("invoice.paper80") }).check();
      await expect(customer).toHaveURL(/paper=80/);
      await expect(customer.getByText(GSTIN, { exact: true })).toBeVisible();
      await keepScreenshot(customer, `invoice-80mm-${language}`);
      // Printed: one page as wide as the roll and as long as the invoice.
      await customer.emulateMedia({ media: "print" });
      const sheet = customer.getByRole("article", { name: t("invoice.taxInvoice") });
      await expectOnePageOfTheRoll(customer, 80, (await sheet.boundingBox())!.height);
      await customer.emulateMedia({ media: "screen" });
    } finally {
      await graphql(TAX_SETTINGS, { input: NO_TAX }, superadmin);
    }
  });
}

test("an admin opens a delivered order's bill of supply from 'Order Details', without the customer's data", async ({ openPage }) => {
  const t = catalogueTexts("en");
  // No GSTIN, whatever an earlier spec of this worker left: a bill of supply.
  const superadmin = await openPage({ as: DEMO.superadmin });
  await graphql(TAX_SETTINGS, { input: NO_TAX }, superadmin);
  await superadmin.context().close();
  const admin = await openPage({ as: DEMO.admin });
  const kitchen = await createOrderKitchen(admin, "E2E Invoice Office Kitchen");
  const account = await createCustomerSpeaking("en", "invoice-office");
  const customer = await openPage({ as: account });
  const order = await placeKitchenOrder(customer, kitchen, await addKakinadaAddress(customer, account));
  await customer.context().close();
  await deliver(admin, order.id);

  await admin.goto(`/admin/orders?q=${order.shortId}`);
  await admin.getByRole("button", { name: `View Details of order #${order.shortId}` }).click();
  await admin
    .getByRole("dialog", { name: "Order Details" })
    .getByRole("link", { name: t("invoice.invoiceLink") })
    .click();
  await expect(admin.getByRole("heading", { level: 1, name: t("invoice.billOfSupply") })).toBeVisible();
  await expect(admin.getByText(/^RUC-BOS\/\d{4}-\d{2}\/\d{6}$/)).toBeVisible();
  await expect(admin.getByText(t("invoice.customerHidden"))).toBeVisible();
  await expect(admin.getByText(account.userName)).toHaveCount(0);
  await expect(admin.getByText(/CGST|SGST/)).toHaveCount(0);
  await expectNoA11yViolations(admin);
});
