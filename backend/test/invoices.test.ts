import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql, ok } from "./support/graphql";
import { insertAddress, insertOrder, kmNorthOfTown } from "./support/order-fixtures";
import { officeMoves, placeOrderOf, signedInRider, type Person } from "./support/riders";
import { startTestApp, type TestApp } from "./support/test-app";
import { NO_TAX, UPDATE_TAX_SETTINGS } from "./support/charges";
import { UPDATE_ORDER_STATUS } from "./support/operations";
import { graphql } from "./gql";
import type { TaxSettingsInput } from "./gql/graphql";
import { AppError } from "../src/common/errors";
import { DEFAULT_TAX_CHARGES } from "../src/modules/charges/charges";
import { issueInvoice } from "../src/modules/invoices/invoice-issue";

/** Tax invoices (issue 29 item 6): numbered gap-free per financial year at delivery, read by the customer and staff. */

const ORDER_INVOICE = graphql(`
  query OrderInvoiceDocument($orderId: ID!) {
    orderInvoice(orderId: $orderId) {
      orderId kind number financialYear issuedAt sacCode restaurantName
      seller { legalName gstin address }
      customer { name address city pincode }
      lines { name options quantity unitPrice value }
      itemsValue discount deliveryFee taxableFood taxableDelivery taxableValue
      taxes { tax supply ratePercent amount }
      taxTotal pricesIncludeTax invoiceValue tip total
    }
  }
`);
const ORDER_WITH_INVOICE_NUMBER = graphql(`
  query OrderInvoiceNumber($id: ID!) { order(id: $id) { id invoiceNumber total bill { lines { kind amount } } } }
`);
const MY_INVOICE_NUMBERS = graphql(`
  query MyInvoiceNumbers { myOrders { items { id invoiceNumber } } }
`);

const GST: TaxSettingsInput = {
  ...NO_TAX,
  gstin: "37AABCU9603R1ZM",
  legalName: "Ruchi Foods LLP",
  address: "Main Road, Bhimavaram 534201",
};
const NUMBER = /^RUC\/\d{4}-\d{2}\/\d{6}$/;

let app: TestApp;
let superadmin: Person;
let admin: Person;
let restaurant: RestaurantRow;
let awkward: MenuItemRow;
/** When set, a step into delivered fails after the invoice took its number (the failed-transaction test). */
let failDeliveries = false;

beforeAll(async () => {
  app = await startTestApp({ env: { AUTH_IP_LIMIT_FACTOR: "20" } });
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  restaurant = await insertRestaurant(app.db, { name: "Invoice Curry House", deliveryRadiusKm: 10 });
  // ₹123.45: GST halves that do not come out even.
  awkward = await insertMenuItem(app.db, restaurant.id, { name: "Odd Curry", originalPricePaise: 12345, offerPricePaise: 12345 });
  // Added after every module's part, so it runs after the invoices' write in the same transaction.
  app.running.services.orders.extend({
    name: "test-failing-delivery",
    write: ({ to }) => {
      if (to === "delivered" && failDeliveries)
        throw new AppError("BAD_USER_INPUT", "The test's delivery fails after the number was taken");
    },
  });
});
afterAll(() => app.stop());

const setTax = async (tax: TaxSettingsInput) => ok(await gql(superadmin.agent, UPDATE_TAX_SETTINGS, { input: tax }));

/** A customer with an address 1 km away and a placed order of `quantity` Odd Curry. */
async function placedOrder(quantity = 1): Promise<{ customer: Person; orderId: string }> {
  const customer = await signedInCustomer(app);
  const addressId = await insertAddress(app.db, customer.id, kmNorthOfTown(1));
  const { id } = await placeOrderOf(app, customer, addressId, restaurant.id, [{ menuItemId: awkward.id, quantity }]);
  return { customer, orderId: id };
}

const deliver = (orderId: string) => officeMoves(admin.agent, orderId, "CONFIRMED", "PREPARING", "OUT_FOR_DELIVERY", "DELIVERED");

/** Orders written straight in, out for delivery without a rider: an admin's one move delivers them. */
async function ordersOutForDelivery(count: number): Promise<string[]> {
  const customer = await signedInCustomer(app);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push(
      await insertOrder(app.db, {
        userId: customer.id,
        restaurantId: restaurant.id,
        restaurantName: restaurant.name,
        createdAt: new Date().toISOString(),
        status: "out_for_delivery",
        lines: [{ menuItemId: awkward.id, name: "Odd Curry", unitPricePaise: 12345, quantity: 1 }],
      }),
    );
  }
  return ids;
}

async function lastOf(series: string, financialYear: string): Promise<number> {
  const { rows } = await app.db.query(`SELECT last FROM invoice_counters WHERE series = $1 AND financial_year = $2`, [
    series,
    financialYear,
  ]);
  return rows[0]?.last ?? 0;
}

async function sequencesOf(orderIds: string[]): Promise<number[]> {
  const { rows } = await app.db.query(`SELECT sequence FROM invoices WHERE order_id = ANY($1) ORDER BY sequence`, [orderIds]);
  return rows.map((row: { sequence: number }) => row.sequence);
}

describe("a delivered order's tax invoice", () => {
  let customer: Person;
  let orderId: string;

  beforeAll(async () => {
    await setTax(GST);
    ({ customer, orderId } = await placedOrder(2));
  });
  afterAll(() => setTax(NO_TAX));

  it("has no number before the delivery, and its invoice is not issued yet", async () => {
    expect(ok(await gql(customer.agent, ORDER_WITH_INVOICE_NUMBER, { id: orderId })).order.invoiceNumber).toBeNull();
    expect(errorCode(await gql(customer.agent, ORDER_INVOICE, { orderId }))).toBe("INVOICE_NOT_ISSUED");
  });

  it("is numbered when delivered, with CGST and SGST exactly as the order's bill charged them", async () => {
    await deliver(orderId);
    const order = ok(await gql(customer.agent, ORDER_WITH_INVOICE_NUMBER, { id: orderId })).order;
    const invoice = ok(await gql(customer.agent, ORDER_INVOICE, { orderId })).orderInvoice;
    expect(invoice.number).toMatch(NUMBER);
    expect(order.invoiceNumber).toBe(invoice.number);
    expect(invoice).toMatchObject({
      kind: "TAX_INVOICE",
      sacCode: "996331",
      restaurantName: "Invoice Curry House",
      seller: { legalName: "Ruchi Foods LLP", gstin: "37AABCU9603R1ZM", address: "Main Road, Bhimavaram 534201" },
      customer: { name: customer.userName, city: expect.any(String), pincode: expect.any(String) },
      lines: [{ name: "Odd Curry", options: [], quantity: 2, unitPrice: 123.45, value: 246.9 }],
      itemsValue: 246.9,
      discount: 0,
      deliveryFee: 30,
      taxableFood: 246.9,
      taxableDelivery: 30,
      taxableValue: 276.9,
      pricesIncludeTax: false,
      tip: 0,
      total: order.total,
    });
    const taxLines = order.bill.lines.filter((line) => line.kind === "TAX").map((line) => line.amount);
    // ₹246.90 × 2.5% = ₹6.1725 → ₹6.17 each half; ₹30 × 9% = ₹2.70.
    expect(invoice.taxes).toEqual([
      { tax: "CGST", supply: "FOOD", ratePercent: 2.5, amount: 6.17 },
      { tax: "SGST", supply: "FOOD", ratePercent: 2.5, amount: 6.17 },
      { tax: "CGST", supply: "DELIVERY", ratePercent: 9, amount: 2.7 },
      { tax: "SGST", supply: "DELIVERY", ratePercent: 9, amount: 2.7 },
    ]);
    expect(invoice.taxes.map((tax) => tax.amount)).toEqual(taxLines);
    expect(invoice.taxTotal).toBeCloseTo(17.74, 2);
    expect(invoice.invoiceValue).toBe(order.total);
    expect(ok(await gql(customer.agent, MY_INVOICE_NUMBERS)).myOrders.items).toEqual([{ id: orderId, invoiceNumber: invoice.number }]);
  });

  it("never changes when the settings change later", async () => {
    const before = ok(await gql(customer.agent, ORDER_INVOICE, { orderId })).orderInvoice;
    await setTax({ ...GST, legalName: "Another Name Pvt Ltd", gstin: null, foodTaxPercent: 12 });
    expect(ok(await gql(customer.agent, ORDER_INVOICE, { orderId })).orderInvoice).toEqual(before);
    await setTax(GST);
  });

  it("is read by its customer and staff; admins without the customer's name and address", async () => {
    const adminView = ok(await gql(admin.agent, ORDER_INVOICE, { orderId })).orderInvoice;
    expect(adminView.customer).toBeNull();
    expect(adminView.taxes).toHaveLength(4);
    expect(ok(await gql(superadmin.agent, ORDER_INVOICE, { orderId })).orderInvoice.customer?.name).toBe(customer.userName);
  });

  it("is refused to other customers, anonymous callers, riders and API keys", async () => {
    const other = await signedInCustomer(app);
    const rider = await signedInRider(app, superadmin);
    const key = await createApiKey(superadmin.agent, { name: "Invoice reader", scopes: ["ORDERS_READ"], restaurantIds: [restaurant.id] });
    const codes = {
      other: errorCode(await gql(other.agent, ORDER_INVOICE, { orderId })),
      anonymous: errorCode(await gql(app.agent(), ORDER_INVOICE, { orderId })),
      rider: errorCode(await gql(rider.agent, ORDER_INVOICE, { orderId })),
      key: errorCode(await gql(keyAgent(app.url, key.secret), ORDER_INVOICE, { orderId })),
      unknown: errorCode(await gql(admin.agent, ORDER_INVOICE, { orderId: "00000000-0000-4000-8000-000000000000" })),
      malformed: errorCode(await gql(admin.agent, ORDER_INVOICE, { orderId: "not-an-id" })),
    };
    expect(codes).toEqual({
      other: "NOT_FOUND",
      anonymous: "UNAUTHENTICATED",
      rider: "FORBIDDEN",
      key: "FORBIDDEN",
      unknown: "NOT_FOUND",
      malformed: "NOT_FOUND",
    });
  });
});

describe("the numbers", () => {
  beforeAll(() => setTax(GST));
  afterAll(() => setTax(NO_TAX));

  it("are gap-free and unique when 20 orders are delivered at once by two admins", async () => {
    const second = await signedInStaff(app, "admin");
    const ids = await ordersOutForDelivery(20);
    const { rows } = await app.db.query(`SELECT financial_year FROM invoices LIMIT 1`);
    const year: string = rows[0].financial_year;
    const before = await lastOf("RUC", year);
    const results = await Promise.all(
      ids.map((id, i) => gql(i % 2 ? second.agent : admin.agent, UPDATE_ORDER_STATUS, { id, status: "DELIVERED" })),
    );
    expect(results.map((result) => result.data?.updateOrderStatus.status)).toEqual(ids.map(() => "DELIVERED"));
    expect(await sequencesOf(ids)).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
    expect(await lastOf("RUC", year)).toBe(before + 20);
  });

  it("leave no gap when the delivery's transaction fails after taking one", async () => {
    const [failing, next] = await ordersOutForDelivery(2);
    const { rows } = await app.db.query(`SELECT financial_year FROM invoices LIMIT 1`);
    const year: string = rows[0].financial_year;
    const before = await lastOf("RUC", year);
    failDeliveries = true;
    try {
      await expect(officeMoves(admin.agent, failing, "DELIVERED")).rejects.toThrow(/BAD_USER_INPUT/);
    } finally {
      failDeliveries = false;
    }
    expect(await sequencesOf([failing])).toEqual([]);
    expect(await lastOf("RUC", year)).toBe(before);
    await officeMoves(admin.agent, next, "DELIVERED");
    await officeMoves(admin.agent, failing, "DELIVERED");
    expect(await sequencesOf([next])).toEqual([before + 1]);
    expect(await sequencesOf([failing])).toEqual([before + 2]);
  });

  it("start again at 1 on 1 April in India, not in UTC", async () => {
    const [march, april, later] = await ordersOutForDelivery(3);
    const tax = { ...DEFAULT_TAX_CHARGES, gstin: "37AABCU9603R1ZM" };
    const issue = (orderId: string, moment: string) =>
      app.running.dataSource.transaction((tx) => issueInvoice(tx, orderId, new Date(moment), tax));
    // 31 March 2030 23:59:59 IST, then 1 April 2030 00:00 IST (18:30 UTC on 31 March).
    const lastOfMarch = await issue(march, "2030-03-31T18:29:59.000Z");
    const firstOfApril = await issue(april, "2030-03-31T18:30:00.000Z");
    const secondOfApril = await issue(later, "2030-04-02T10:00:00.000Z");
    expect([lastOfMarch.number, firstOfApril.number, secondOfApril.number]).toEqual([
      "RUC/2029-30/000001",
      "RUC/2030-31/000001",
      "RUC/2030-31/000002",
    ]);
    // Issuing again answers the invoice it has: never a second number.
    expect((await issue(march, "2030-05-01T00:00:00.000Z")).number).toBe("RUC/2029-30/000001");
    expect(await lastOf("RUC", "2029-30")).toBe(1);
  });
});

describe("without a GSTIN", () => {
  it("the delivered order gets a bill of supply from its own series, without tax", async () => {
    await setTax(NO_TAX);
    const { customer, orderId } = await placedOrder();
    await deliver(orderId);
    const invoice = ok(await gql(customer.agent, ORDER_INVOICE, { orderId })).orderInvoice;
    expect(invoice.number).toMatch(/^RUC-BOS\/\d{4}-\d{2}\/\d{6}$/);
    expect(invoice).toMatchObject({
      kind: "BILL_OF_SUPPLY",
      seller: { gstin: null },
      taxes: [],
      taxTotal: 0,
      taxableValue: 153.45,
      total: 153.45,
    });
  });
});
