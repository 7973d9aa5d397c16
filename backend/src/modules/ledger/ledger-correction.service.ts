import { isUUID } from "class-validator";
import type { DataSource, EntityManager } from "typeorm";
import { requireRole } from "../../common/access";
import { kolkataDate } from "../../common/calendar-day";
import { AppError } from "../../common/errors";
import { paiseToRupees, rupeesToPaise } from "../../common/money";
import type { RequestContext } from "../../common/request-context";
import type { AuditTrail } from "../audit/audit-trail";
import { accountHolderName, orderParties, restaurantExists, riderExists } from "./correction-sql";
import type { LedgerCorrection, LedgerCorrectionInput } from "./ledger-correction.inputs";
import { auditedCorrection } from "./ledger-audit";
import { insertPostings } from "./ledger-sql";
import { mondayOf } from "./statement-week";

export interface LedgerCorrectionServiceDeps {
  dataSource: DataSource;
  audit: AuditTrail;
}

const CORRECTION_MESSAGES = {
  apiKey: "An API key cannot book corrections.",
  orderNotFound: "No order has that id",
  restaurantNotFound: "No restaurant has that id",
  riderNotFound: "No rider has that id",
  restaurantNeeded: "Name the restaurant, or an order of it",
  riderNeeded: "Name the rider, or an order they delivered",
  notTheOrders: "This is not the order's own; leave it empty to use the order's",
};

/** Who a correction concerns, as the order (if any) says. */
interface Parties {
  orderId: string | null;
  restaurantId: string | null;
  riderId: string | null;
}

const badInput = (field: string, message: string) => new AppError("BAD_USER_INPUT", message, { fields: [{ field, messages: [message] }] });

/** An id the caller gave: a uuid, or BAD_USER_INPUT naming the field. */
function givenId(value: string | null | undefined, field: string, notFound: string): string | null {
  const id = value?.trim() || null;
  if (id !== null && !isUUID(id)) throw badInput(field, notFound);
  return id?.toLowerCase() ?? null;
}

/**
 * Corrections booked through the app (docs/money.md): a superadmin names the account (a
 * restaurant's or a rider's share), a signed amount and the reason; the ledger gets a CORRECTION
 * entry on that account and its negative on the service, dated now. Entries are never changed,
 * so a correction shows in the week it was made, and a paid week stays as it was paid.
 */
export class LedgerCorrectionService {
  constructor(private readonly deps: LedgerCorrectionServiceDeps) {}

  async record(ctx: RequestContext, input: LedgerCorrectionInput): Promise<LedgerCorrection> {
    if (ctx.apiKey) throw new AppError("FORBIDDEN", CORRECTION_MESSAGES.apiKey);
    const superadmin = requireRole(ctx, "SUPERADMIN");
    const reason = input.reason.trim();
    const amountPaise = rupeesToPaise(input.amount);
    return this.deps.dataSource.transaction(async (tx) => {
      const parties = await this.parties(tx, input);
      if (input.account === "RESTAURANT" && !parties.restaurantId) throw badInput("restaurantId", CORRECTION_MESSAGES.restaurantNeeded);
      if (input.account === "RIDER" && !parties.riderId) throw badInput("riderId", CORRECTION_MESSAGES.riderNeeded);
      const [entry] = await insertPostings(
        tx,
        [
          { account: input.account, kind: "CORRECTION", amountPaise },
          { account: "SERVICE", kind: "CORRECTION", amountPaise: -amountPaise },
        ],
        { ...parties, method: null, note: reason, createdBy: superadmin.id },
      );
      await this.deps.audit.record(tx, ctx, {
        action: "recordLedgerCorrection",
        entityType: "LEDGER_CORRECTION",
        entityId: entry.id,
        entityName: await accountHolderName(tx, input.account, parties),
        before: null,
        after: auditedCorrection({ account: input.account, amountPaise, reason, ...parties }),
      });
      return {
        id: entry.id,
        at: entry.at,
        account: input.account,
        amount: paiseToRupees(amountPaise),
        reason,
        ...parties,
        weekStart: input.account === "RESTAURANT" ? mondayOf(kolkataDate(entry.at)) : null,
      };
    });
  }

  /** The order's restaurant and rider, or the ones named; an id that names nothing is refused. */
  private async parties(tx: EntityManager, input: LedgerCorrectionInput): Promise<Parties> {
    const orderId = givenId(input.orderId, "orderId", CORRECTION_MESSAGES.orderNotFound);
    const restaurantId = givenId(input.restaurantId, "restaurantId", CORRECTION_MESSAGES.restaurantNotFound);
    const riderId = givenId(input.riderId, "riderId", CORRECTION_MESSAGES.riderNotFound);
    if (orderId) {
      const order = await orderParties(tx, orderId);
      if (!order) throw new AppError("NOT_FOUND", CORRECTION_MESSAGES.orderNotFound);
      if (restaurantId && restaurantId !== order.restaurantId) throw badInput("restaurantId", CORRECTION_MESSAGES.notTheOrders);
      if (riderId && riderId !== order.riderId) throw badInput("riderId", CORRECTION_MESSAGES.notTheOrders);
      return { orderId, restaurantId: order.restaurantId, riderId: order.riderId };
    }
    if (restaurantId) {
      if (!(await restaurantExists(tx, restaurantId))) throw new AppError("NOT_FOUND", CORRECTION_MESSAGES.restaurantNotFound);
    }
    if (riderId) {
      if (!(await riderExists(tx, riderId))) throw new AppError("NOT_FOUND", CORRECTION_MESSAGES.riderNotFound);
    }
    return { orderId: null, restaurantId, riderId };
  }
}
