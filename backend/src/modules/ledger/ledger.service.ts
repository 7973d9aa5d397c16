import type { DataSource } from "typeorm";
import { requireRole } from "../../common/access";
import { DAY_MESSAGE, isCalendarDay, kolkataDayStart } from "../../common/calendar-day";
import { AppError } from "../../common/errors";
import { paiseToRupees } from "../../common/money";
import type { RequestContext } from "../../common/request-context";
import { ledgerBalance, type LedgerBalance } from "./ledger-balance";
import { ledgerTotals, unbalancedOrders } from "./ledger-sql";
import { ledgerCsv, ledgerCsvFileName } from "./ledger-export";
import { ledgerExportRows } from "./ledger-export-sql";
import { moneySummaryRow } from "./money-summary-sql";
import type { MoneySummary } from "./money-summary.types";
import { dayAfter, mondayOf, sundayOf } from "./statement-week";

export interface LedgerServiceDeps {
  dataSource: DataSource;
}

/** How many unbalanced orders a check names: enough to find the fault, bounded. */
const UNBALANCED_SHOWN = 50;

/** The longest period the books are read over at once (the dashboard's figures, the accountant's file): a year. */
export const MAX_LEDGER_PERIOD_DAYS = 366;

/** The most entries one accountant's file holds (a busy town's year is well under it); more: LEDGER_EXPORT_TOO_LARGE. */
export const MAX_LEDGER_EXPORT_ROWS = 200_000;

const DAY_MS = 86_400_000;

/**
 * A period of India's days, [from, to] as given: real days, in order, at most MAX_LEDGER_PERIOD_DAYS;
 * BAD_USER_INPUT otherwise. Answers the instants it runs between.
 */
export function ledgerPeriod(first: string, last: string): { from: string; to: string; start: Date; end: Date } {
  const fields = ["from", "to"].filter((_, index) => !isCalendarDay([first, last][index]));
  if (fields.length > 0) throw periodError(fields, DAY_MESSAGE);
  if (last < first) throw periodError(["to"], "The period must end on or after its first day");
  const start = kolkataDayStart(first);
  const end = kolkataDayStart(dayAfter(last));
  if ((end.getTime() - start.getTime()) / DAY_MS > MAX_LEDGER_PERIOD_DAYS)
    throw periodError(["from"], `Ask for at most ${MAX_LEDGER_PERIOD_DAYS} days at a time`);
  return { from: first, to: last, start, end };
}

const periodError = (fields: string[], message: string) =>
  new AppError("BAD_USER_INPUT", message, { fields: fields.map((field) => ({ field, messages: [message] })) });

/** The books (docs/money.md): what the ledger says for a period, and whether it balances. */
export class LedgerService {
  constructor(private readonly deps: LedgerServiceDeps) {}

  /** The period's totals and the balance check, over entries at or after `from` and before `to`. */
  async balance(from: Date, to: Date): Promise<LedgerBalance> {
    const db = this.deps.dataSource.manager;
    const [totals, unbalanced] = await Promise.all([ledgerTotals(db, from, to), unbalancedOrders(db, from, to, UNBALANCED_SHOWN)]);
    return ledgerBalance(totals, unbalanced);
  }

  /** The dashboard's money (staff): collections by method, commission, and what is owed to restaurants and riders. */
  async moneySummary(ctx: RequestContext, from: string, to: string): Promise<MoneySummary> {
    if (ctx.apiKey) throw new AppError("FORBIDDEN", "An API key cannot read the books.");
    requireRole(ctx, "ADMIN");
    const period = ledgerPeriod(from, to);
    const row = await moneySummaryRow(
      this.deps.dataSource.manager,
      period.start,
      period.end,
      kolkataDayStart(mondayOf(period.from)),
      kolkataDayStart(dayAfter(sundayOf(mondayOf(period.to)))),
    );
    return {
      from: period.from,
      to: period.to,
      collectedCash: paiseToRupees(row.collectedCashPaise),
      collectedUpi: paiseToRupees(row.collectedUpiPaise),
      commissionEarned: paiseToRupees(row.commissionPaise),
      payableToRestaurants: paiseToRupees(row.restaurantsUnpaidPaise),
      payableToRiders: paiseToRupees(row.ridersPaise),
      tips: paiseToRupees(row.tipsPaise),
    };
  }

  /**
   * The accountant's file (superadmins): every entry of the period, in the order written, as CSV.
   * A period with more than MAX_LEDGER_EXPORT_ROWS entries is refused whole rather than cut short.
   */
  async ledgerCsv(ctx: RequestContext, from: string, to: string): Promise<{ fileName: string; csv: string }> {
    if (ctx.apiKey) throw new AppError("FORBIDDEN", "An API key cannot read the books.");
    requireRole(ctx, "SUPERADMIN");
    const period = ledgerPeriod(from, to);
    const rows = await ledgerExportRows(this.deps.dataSource.manager, period.start, period.end, MAX_LEDGER_EXPORT_ROWS + 1);
    if (rows.length > MAX_LEDGER_EXPORT_ROWS)
      throw new AppError("LEDGER_EXPORT_TOO_LARGE", `The period holds more than ${MAX_LEDGER_EXPORT_ROWS} entries: ask for a shorter one`);
    return { fileName: ledgerCsvFileName(period.from, period.to), csv: ledgerCsv(rows) };
  }
}
