import { isUUID } from "class-validator";
import type { DataSource, EntityManager } from "typeorm";
import { hasRole, requireRole, requireUser } from "../../common/access";
import { DAY_MESSAGE, isCalendarDay, kolkataDate, kolkataDayStart } from "../../common/calendar-day";
import { systemClock, type Clock } from "../../common/clock";
import { AppError } from "../../common/errors";
import { paiseToRupees } from "../../common/money";
import type { RequestContext } from "../../common/request-context";
import type { AuditTrail } from "../audit/audit-trail";
import { runSql } from "../../db/sql-query";
import { riderEarningsRow, riderWeekRows, type RiderEarningsRow, type RiderWeekRow } from "./rider-earnings-sql";
import type { RiderEarnings, RiderWeek } from "./rider-earnings.types";
import { auditedRiderPayment } from "./ledger-audit";
import { RiderPayment } from "./rider-payment.entity";
import { REFERENCE_MAX_LENGTH } from "./statement.service";
import { dayAfter, mondayOf, statementWeeks, sundayOf } from "./statement-week";

export interface RiderEarningsServiceDeps {
  dataSource: DataSource;
  audit: AuditTrail;
  clock?: Clock;
}

/** The longest period one earnings query covers: a year (a leap year's days). */
export const MAX_EARNINGS_DAYS = 366;

/** The most riders' weeks the Payouts page reads at once: a town's riders over a few weeks. */
export const MAX_RIDER_PAYOUTS = 500;

const DAY_MS = 86_400_000;

export const RIDER_PAY_MESSAGES = {
  apiKey: "An API key cannot read or pay riders' earnings.",
  notYours: "A rider sees only their own earnings.",
  forbidden: "You don't have permission to do this.",
  riderNotFound: "Rider not found",
  reversed: "The period must end on or after its first day",
  tooLong: `Ask for at most ${MAX_EARNINGS_DAYS} days at a time`,
  weekStart: "The week must start on a Monday, YYYY-MM-DD",
  noWeek: "This rider earned nothing that week",
  alreadyPaid: "This rider's week is paid already.",
  notClosed: "A week can be paid once it has ended.",
  reference: `Give the bank or UPI transaction's reference (at most ${REFERENCE_MAX_LENGTH} characters)`,
  paidOn: "The day paid must be after the week ended, and not in the future",
} as const;

const badInput = (field: string, message: string) => new AppError("BAD_USER_INPUT", message, { fields: [{ field, messages: [message] }] });

const earningsOf = (row: RiderEarningsRow): RiderEarnings => ({
  deliveries: row.deliveries,
  distanceKm: Math.round(row.distanceKm * 10) / 10,
  fees: paiseToRupees(row.feesPaise),
  tips: paiseToRupees(row.tipsPaise),
  corrections: paiseToRupees(row.correctionsPaise),
  total: paiseToRupees(row.totalPaise),
});

const riderWeekId = (riderId: string, weekStart: string) => `${riderId}/${weekStart}`;

function weekOf(row: RiderWeekRow, today: string): RiderWeek {
  return {
    ...earningsOf(row),
    id: riderWeekId(row.riderId, row.weekStart),
    riderId: row.riderId,
    riderName: row.riderName,
    weekStart: row.weekStart,
    weekEnd: sundayOf(row.weekStart),
    isClosed: sundayOf(row.weekStart) < today,
    paidOn: row.paidOn,
    paidReference: row.paidReference,
  };
}

/** The days [from, to] as instants, India time; BAD_USER_INPUT for bad days, a reversed or longer than a year span. */
function period(from: string, to: string): { start: Date; end: Date } {
  const first = from.trim();
  const last = to.trim();
  if (!isCalendarDay(first)) throw badInput("from", DAY_MESSAGE);
  if (!isCalendarDay(last)) throw badInput("to", DAY_MESSAGE);
  if (last < first) throw badInput("to", RIDER_PAY_MESSAGES.reversed);
  const start = kolkataDayStart(first);
  const end = kolkataDayStart(dayAfter(last));
  if ((end.getTime() - start.getTime()) / DAY_MS > MAX_EARNINGS_DAYS) throw badInput("to", RIDER_PAY_MESSAGES.tooLong);
  return { start, end };
}

/**
 * Riders' earnings (docs/money.md#riders-pay): read from the RIDER entries each delivery wrote
 * (its fee, fixed then, and its tip), so settings changed later do not change them. A rider
 * reads their own, admins any rider's; a superadmin records a week's payout once.
 */
export class RiderEarningsService {
  constructor(private readonly deps: RiderEarningsServiceDeps) {}

  private get today(): string {
    return kolkataDate((this.deps.clock ?? systemClock).now());
  }

  async earnings(ctx: RequestContext, riderId: string, from: string, to: string): Promise<RiderEarnings> {
    if (ctx.apiKey) throw new AppError("FORBIDDEN", RIDER_PAY_MESSAGES.apiKey);
    const user = requireUser(ctx);
    if (user.role === "rider") {
      if (user.id !== riderId) throw new AppError("FORBIDDEN", RIDER_PAY_MESSAGES.notYours);
    } else if (!hasRole(user, "ADMIN")) {
      throw new AppError("FORBIDDEN", RIDER_PAY_MESSAGES.forbidden);
    }
    const { start, end } = period(from, to);
    const db = this.deps.dataSource.manager;
    if (user.role !== "rider") await requireRiderAccount(db, riderId);
    return earningsOf(await riderEarningsRow(db, riderId, start, end));
  }

  /** Every rider's weeks that meet the days (staff; the Payouts page): the unpaid first, oldest week first, bounded. */
  async payouts(ctx: RequestContext, from: string, to: string): Promise<RiderWeek[]> {
    if (ctx.apiKey) throw new AppError("FORBIDDEN", RIDER_PAY_MESSAGES.apiKey);
    requireRole(ctx, "ADMIN");
    const { firstMonday, lastSunday } = statementWeeks(from.trim(), to.trim());
    const rows = await riderWeekRows(
      this.deps.dataSource.manager,
      { allRiders: true, limit: MAX_RIDER_PAYOUTS },
      kolkataDayStart(firstMonday),
      kolkataDayStart(dayAfter(lastSunday)),
    );
    return rows.map((row) => weekOf(row, this.today));
  }

  /** Records a rider's week paid, once: superadmins, after the week ended, with the transaction's reference. */
  async markPaid(ctx: RequestContext, riderId: string, weekStart: string, reference: string, paidOn: string): Promise<RiderWeek> {
    if (ctx.apiKey) throw new AppError("FORBIDDEN", RIDER_PAY_MESSAGES.apiKey);
    const superadmin = requireRole(ctx, "SUPERADMIN");
    const ref = reference.trim();
    if (!ref || ref.length > REFERENCE_MAX_LENGTH) throw badInput("reference", RIDER_PAY_MESSAGES.reference);
    const day = paidOn.trim();
    if (!isCalendarDay(day)) throw badInput("paidOn", DAY_MESSAGE);
    // The week is named as the list gave it: a padded day is a client's mistake, not a week.
    const monday = weekStart;
    if (!isCalendarDay(monday) || mondayOf(monday) !== monday) throw badInput("weekStart", RIDER_PAY_MESSAGES.weekStart);
    if (!isUUID(riderId)) throw new AppError("NOT_FOUND", RIDER_PAY_MESSAGES.riderNotFound);
    const weekEnd = sundayOf(monday);
    if (weekEnd >= this.today) throw new AppError("RIDER_WEEK_NOT_CLOSED", RIDER_PAY_MESSAGES.notClosed);
    if (day <= weekEnd || day > this.today) throw badInput("paidOn", RIDER_PAY_MESSAGES.paidOn);

    return this.deps.dataSource.transaction(async (tx) => {
      const [row] = await riderWeekRows(
        tx,
        { riderId: riderId.toLowerCase() },
        kolkataDayStart(monday),
        kolkataDayStart(dayAfter(weekEnd)),
      );
      if (!row) throw new AppError("NOT_FOUND", RIDER_PAY_MESSAGES.noWeek);
      const inserted = await tx
        .createQueryBuilder()
        .insert()
        .into(RiderPayment)
        .values({
          riderId: row.riderId,
          weekStart: monday,
          paidOn: day,
          reference: ref,
          paidPaise: String(row.totalPaise),
          paidBy: superadmin.id,
        })
        .orIgnore()
        .returning(["riderId"])
        .execute();
      if (inserted.raw.length === 0) throw new AppError("RIDER_WEEK_ALREADY_PAID", RIDER_PAY_MESSAGES.alreadyPaid);
      await this.deps.audit.record(tx, ctx, {
        action: "markRiderPaid",
        entityType: "PAYOUT",
        entityId: riderWeekId(row.riderId, monday),
        entityName: row.riderName,
        before: null,
        after: auditedRiderPayment({ riderId: row.riderId, weekStart: monday, paidOn: day, reference: ref, paidPaise: row.totalPaise }),
      });
      return weekOf({ ...row, paidOn: day, paidReference: ref }, this.today);
    });
  }
}

/** Staff asking for a rider's earnings: the id must be a rider's account. */
async function requireRiderAccount(db: EntityManager, riderId: string): Promise<void> {
  const found =
    isUUID(riderId) &&
    (await runSql<{ id: string }>(db, { text: `SELECT id FROM users WHERE id = $1 AND role = 'rider'`, values: [riderId] })).length > 0;
  if (!found) throw new AppError("NOT_FOUND", RIDER_PAY_MESSAGES.riderNotFound);
}
