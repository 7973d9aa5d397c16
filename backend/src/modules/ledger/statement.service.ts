import { isUUID } from "class-validator";
import type { DataSource } from "typeorm";
import type { Clock } from "../../common/clock";
import { systemClock } from "../../common/clock";
import { DAY_MESSAGE, isCalendarDay, kolkataDate, kolkataDayStart } from "../../common/calendar-day";
import { AppError } from "../../common/errors";
import { requireRole } from "../../common/access";
import { paiseToRupees } from "../../common/money";
import type { RequestContext } from "../../common/request-context";
import type { AuditTrail } from "../audit/audit-trail";
import { requireKitchenAccess } from "../restaurants/kitchen-access";
import { auditedStatementPayment } from "./ledger-audit";
import { StatementPayment } from "./statement-payment.entity";
import { restaurantCorrections } from "./correction-sql";
import { statementWeekRows, type StatementWeekRow } from "./statement-sql";
import type { RestaurantStatement } from "./statement.types";
import { dayAfter, parseStatementId, statementId, statementWeeks, sundayOf } from "./statement-week";

export interface StatementServiceDeps {
  dataSource: DataSource;
  audit: AuditTrail;
  clock?: Clock;
}

export const REFERENCE_MAX_LENGTH = 64;

/** The most statements the Payouts page reads at once: a town's restaurants over a few weeks. */
export const MAX_PAYOUT_STATEMENTS = 500;

/** The most corrections one statement lists (a week has a handful; query-cost.ts counts this many). */
export const MAX_STATEMENT_CORRECTION_LINES = 50;

const STATEMENT_MESSAGES = {
  notFound: "No statement has that id",
  apiKey: "An API key cannot read or pay statements.",
  alreadyPaid: "This statement is paid already.",
  notClosed: "A week can be paid once it has ended.",
  reference: `Give the bank or UPI transaction's reference (at most ${REFERENCE_MAX_LENGTH} characters)`,
  paidOn: "The day paid must be after the week ended, and not in the future",
};

function statementOf(row: StatementWeekRow, today: string): RestaurantStatement {
  return {
    isClosed: sundayOf(row.weekStart) < today,
    id: statementId(row.restaurantId, row.weekStart),
    restaurantId: row.restaurantId,
    restaurantName: row.restaurantName,
    weekStart: row.weekStart,
    weekEnd: sundayOf(row.weekStart),
    ordersDelivered: row.ordersDelivered,
    foodValue: paiseToRupees(row.foodPaise),
    restaurantDiscounts: paiseToRupees(row.restaurantDiscountPaise),
    commission: paiseToRupees(row.commissionPaise),
    commissionTax: paiseToRupees(row.commissionTaxPaise),
    corrections: paiseToRupees(row.correctionPaise),
    collectedAtCounter: paiseToRupees(row.counterCashPaise),
    payable: paiseToRupees(row.payablePaise),
    paidOn: row.paidOn,
    paidReference: row.paidReference,
  };
}

/**
 * Restaurants' weekly statements (docs/money.md): computed from the ledger on every read, paid
 * once. The restaurant's staff read their own, admins any; a superadmin records the payment.
 */
export class StatementService {
  constructor(private readonly deps: StatementServiceDeps) {}

  private get today(): string {
    return kolkataDate((this.deps.clock ?? systemClock).now());
  }

  async statements(ctx: RequestContext, restaurantId: string, from: string, to: string): Promise<RestaurantStatement[]> {
    if (ctx.apiKey) throw new AppError("FORBIDDEN", STATEMENT_MESSAGES.apiKey);
    const { firstMonday, lastSunday } = statementWeeks(from.trim(), to.trim());
    await requireKitchenAccess(ctx, isUUID(restaurantId) ? restaurantId : null);
    const rows = await statementWeekRows(
      this.deps.dataSource.manager,
      { restaurantId },
      kolkataDayStart(firstMonday),
      kolkataDayStart(dayAfter(lastSunday)),
    );
    return rows.map((row) => statementOf(row, this.today));
  }

  /**
   * Every restaurant's statements of the weeks that meet the days (admins; the Payouts page):
   * the unpaid first, oldest week first, at most MAX_PAYOUT_STATEMENTS.
   */
  async payoutStatements(ctx: RequestContext, from: string, to: string): Promise<RestaurantStatement[]> {
    if (ctx.apiKey) throw new AppError("FORBIDDEN", STATEMENT_MESSAGES.apiKey);
    requireRole(ctx, "ADMIN");
    const { firstMonday, lastSunday } = statementWeeks(from.trim(), to.trim());
    const rows = await statementWeekRows(
      this.deps.dataSource.manager,
      { allRestaurants: true, limit: MAX_PAYOUT_STATEMENTS },
      kolkataDayStart(firstMonday),
      kolkataDayStart(dayAfter(lastSunday)),
    );
    return rows.map((row) => statementOf(row, this.today));
  }

  /**
   * A statement's corrections one by one, oldest first, for its printed sheet. The statement was
   * answered by a query that let its caller read it (its restaurant's staff, admins): its lines follow.
   */
  async correctionLines(statement: RestaurantStatement): Promise<Array<{ at: Date; amount: number; reason: string }>> {
    const rows = await restaurantCorrections(
      this.deps.dataSource.manager,
      statement.restaurantId,
      kolkataDayStart(statement.weekStart),
      kolkataDayStart(dayAfter(statement.weekEnd)),
      MAX_STATEMENT_CORRECTION_LINES,
    );
    return rows.map((row) => ({ at: row.at, amount: paiseToRupees(row.amountPaise), reason: row.note ?? "" }));
  }

  /** Records the week's payout once: superadmins, after the week ended, with the transaction's reference. */
  async markPaid(ctx: RequestContext, id: string, reference: string, paidOn: string): Promise<RestaurantStatement> {
    if (ctx.apiKey) throw new AppError("FORBIDDEN", STATEMENT_MESSAGES.apiKey);
    const superadmin = requireRole(ctx, "SUPERADMIN");
    const ref = reference.trim();
    if (!ref || ref.length > REFERENCE_MAX_LENGTH) throw badInput("reference", STATEMENT_MESSAGES.reference);
    const day = paidOn.trim();
    if (!isCalendarDay(day)) throw badInput("paidOn", DAY_MESSAGE);
    const parsed = parseStatementId(id);
    if (!parsed) throw new AppError("NOT_FOUND", STATEMENT_MESSAGES.notFound);
    const weekEnd = sundayOf(parsed.weekStart);
    if (weekEnd >= this.today) throw new AppError("STATEMENT_NOT_CLOSED", STATEMENT_MESSAGES.notClosed);
    if (day <= weekEnd || day > this.today) throw badInput("paidOn", STATEMENT_MESSAGES.paidOn);

    return this.deps.dataSource.transaction(async (tx) => {
      const [row] = await statementWeekRows(
        tx,
        { restaurantId: parsed.restaurantId },
        kolkataDayStart(parsed.weekStart),
        kolkataDayStart(dayAfter(weekEnd)),
      );
      if (!row) throw new AppError("NOT_FOUND", STATEMENT_MESSAGES.notFound);
      const inserted = await tx
        .createQueryBuilder()
        .insert()
        .into(StatementPayment)
        .values({
          restaurantId: parsed.restaurantId,
          weekStart: parsed.weekStart,
          paidOn: day,
          reference: ref,
          paidPaise: String(row.payablePaise),
          paidBy: superadmin.id,
        })
        .orIgnore()
        .returning(["restaurantId"])
        .execute();
      if (inserted.raw.length === 0) throw new AppError("STATEMENT_ALREADY_PAID", STATEMENT_MESSAGES.alreadyPaid);
      await this.deps.audit.record(tx, ctx, {
        action: "markStatementPaid",
        entityType: "PAYOUT",
        entityId: statementId(parsed.restaurantId, parsed.weekStart),
        entityName: row.restaurantName,
        before: null,
        after: auditedStatementPayment({ ...parsed, paidOn: day, reference: ref, paidPaise: row.payablePaise }),
      });
      return statementOf({ ...row, paidOn: day, paidReference: ref }, this.today);
    });
  }
}

const badInput = (field: string, message: string) => new AppError("BAD_USER_INPUT", message, { fields: [{ field, messages: [message] }] });
