import type { ChargesService } from "../charges/charges.service";
import type { OrderProcessExtension } from "../orders/order-process";
import { commissionPercentOf, discountBorneByRestaurant, insertPostings } from "./ledger-sql";
import { deliveredOrderPostings } from "./ledger-postings";
import { riderFeeOf } from "./rider-fee-of";

/**
 * The ledger's part of the order process (docs/money.md): the step into delivered writes the
 * order's entries in its own transaction, so an order is delivered with its books or not at all.
 * Delivered is final; a rejected, cancelled or failed order collected nothing at the door and
 * writes none. The entries' unique index refuses a second set for one order.
 */
export function ledgerOrderProcess(charges: ChargesService): OrderProcessExtension {
  return {
    name: "ledger",
    async write({ tx, order, to, input }) {
      if (to !== "delivered") return;
      const paidBy = input.cashAtDoor?.paidBy ?? "CASH";
      // One connection: the reads go one after the other.
      const { tax, payouts, riderPay } = await charges.chargesIn(tx);
      const restaurantBorne = await discountBorneByRestaurant(tx, order.id);
      const ownPercent = order.restaurantId ? await commissionPercentOf(tx, order.restaurantId) : null;
      const postings = deliveredOrderPostings({
        itemsPaise: order.itemsTotalPaise,
        deliveryFeePaise: order.deliveryChargePaise,
        discountPaise: order.discountPaise,
        discountBorneBy: restaurantBorne ? "RESTAURANT" : "SERVICE",
        taxPaise: order.taxPaise,
        tipPaise: order.tipPaise,
        totalPaise: order.totalPaise,
        // UPI at the door pays the QR's exact amount, the bill's total, into the service's account.
        collectedPaise: paidBy === "UPI" ? null : (input.cashAtDoor?.collectedPaise ?? null),
        collectedBy: order.fulfilment === "pickup" ? "COUNTER" : "DELIVERY",
        commissionPercent: ownPercent ?? payouts.defaultCommissionPercent,
        gstRegistered: tax.gstin !== null,
        riderFee: await riderFeeOf(tx, order, riderPay),
      });
      await insertPostings(tx, postings, {
        orderId: order.id,
        restaurantId: order.restaurantId,
        riderId: order.riderId,
        method: paidBy,
      });
    },
  };
}
