import type { ChargesService } from "../charges/charges.service";
import type { OrderProcessExtension } from "../orders/order-process";
import { issueInvoice } from "./invoice-issue";

/**
 * The invoices' part of the order process: a step into delivered issues the order's invoice in
 * the same transaction, with the tax settings as stored then (read in that transaction). Delivered
 * is final, so an order is issued one invoice; a delivery that fails later in its transaction
 * rolls the number back with it.
 */
export function invoiceOrderProcess(charges: ChargesService, now: () => Date = () => new Date()): OrderProcessExtension {
  return {
    name: "invoices",
    async write({ tx, order, to }) {
      if (to !== "delivered") return;
      const { tax } = await charges.chargesIn(tx);
      await issueInvoice(tx, order.id, now(), tax);
    },
  };
}
