import { isUUID } from "class-validator";
import type { DataSource } from "typeorm";
import { requireRole } from "../../common/access";
import { DAY_MESSAGE, isCalendarDay } from "../../common/calendar-day";
import { AppError } from "../../common/errors";
import { paiseToRupees } from "../../common/money";
import { pageWindow } from "../../common/paging";
import type { RequestContext } from "../../common/request-context";
import { runSql } from "../../db/sql-query";
import type { AuditTrail } from "../audit/audit-trail";
import { ORDER_MESSAGES } from "../orders/order-messages";
import { Order, orderNumber, shortOrderId } from "../orders/order.entity";
import { upiCollectionsSql, upiCollectionsTotalSql, type UpiCollectionRow } from "./upi-collection-sql";
import type { UpiCollectionPage } from "./upi-collection.types";

export const UPI_COLLECTION_MESSAGES = {
  alreadyConfirmed: "This UPI payment is already confirmed.",
  notPaidByUpi: "This order was not paid by UPI.",
} as const;

export interface UpiCollectionServiceDeps {
  dataSource: DataSource;
  audit: AuditTrail;
}

/**
 * UPI at the door, for the office (docs/money.md#upi-at-the-door): the day's payments apart from
 * the riders' cash (they went into the service's account, not a rider's hand), each ticked off
 * once against the bank statement, a reference used twice flagged.
 */
export class UpiCollectionService {
  constructor(private readonly deps: UpiCollectionServiceDeps) {}

  async collections(ctx: RequestContext, date: string, limit?: number | null, offset?: number | null): Promise<UpiCollectionPage> {
    requireRole(ctx, "ADMIN");
    if (!isCalendarDay(date)) throw new AppError("BAD_USER_INPUT", DAY_MESSAGE, { fields: [{ field: "date", messages: [DAY_MESSAGE] }] });
    const window = pageWindow(limit, offset);
    const rows = await runSql<UpiCollectionRow>(this.deps.dataSource, upiCollectionsSql(date, window.limit, window.offset));
    const [sum] = await runSql<{ total: number; amountPaise: string }>(this.deps.dataSource, upiCollectionsTotalSql(date));
    return {
      items: rows.map((row) => ({
        id: row.id,
        shortId: shortOrderId(row.id),
        riderId: row.riderId,
        riderName: row.riderName,
        amount: paiseToRupees(row.amountPaise),
        upiReference: row.upiReference,
        deliveredAt: new Date(row.deliveredAt),
        confirmedAt: row.confirmedAt === null ? null : new Date(row.confirmedAt),
        confirmedByName: row.confirmedByName,
        duplicateReference: row.duplicateReference,
      })),
      total: sum?.total ?? 0,
      amount: paiseToRupees(Number(sum?.amountPaise ?? 0)),
      ...window,
    };
  }

  /**
   * An admin ticks a UPI payment off against the bank statement, once: who and when are kept. The
   * order row is locked, so two admins confirming at once end with one confirmation and one
   * UPI_ALREADY_CONFIRMED. The order's updatedAt stays its status change's (riders' lists read it).
   */
  async confirm(ctx: RequestContext, orderId: string): Promise<Order> {
    const admin = requireRole(ctx, "ADMIN");
    if (!isUUID(orderId)) throw new AppError("NOT_FOUND", ORDER_MESSAGES.notFound);
    return this.deps.dataSource.transaction(async (tx) => {
      const orders = tx.getRepository(Order);
      const order = await orders.findOne({ where: { id: orderId }, lock: { mode: "pessimistic_write" } });
      if (!order) throw new AppError("NOT_FOUND", ORDER_MESSAGES.notFound);
      if (order.paidBy !== "UPI") throw new AppError("NOT_PAID_BY_UPI", UPI_COLLECTION_MESSAGES.notPaidByUpi);
      if (order.upiConfirmedAt) throw new AppError("UPI_ALREADY_CONFIRMED", UPI_COLLECTION_MESSAGES.alreadyConfirmed);
      await tx.query(`UPDATE orders SET upi_confirmed_at = now(), upi_confirmed_by_id = $2 WHERE id = $1`, [orderId, admin.id]);
      const confirmed = await orders.findOneByOrFail({ id: orderId });
      await this.deps.audit.record(tx, ctx, {
        action: "confirmUpiPayment",
        entityType: "ORDER",
        entityId: orderId,
        entityName: orderNumber(confirmed.id),
        before: { upiConfirmedAt: null },
        after: { upiConfirmedAt: confirmed.upiConfirmedAt },
      });
      return confirmed;
    });
  }
}
