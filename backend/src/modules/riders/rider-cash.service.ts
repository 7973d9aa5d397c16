import { randomUUID } from "node:crypto";
import { isUUID } from "class-validator";
import type { DataSource, EntityManager } from "typeorm";
import { requireRole, requireUser } from "../../common/access";
import { DAY_MESSAGE, isCalendarDay } from "../../common/calendar-day";
import { AppError } from "../../common/errors";
import { paiseToRupees } from "../../common/money";
import type { RequestContext } from "../../common/request-context";
import { runSql } from "../../db/sql-query";
import { isUniqueViolation } from "../../db/unique-violation";
import type { AuditTrail } from "../audit/audit-trail";
import { User } from "../users/user.entity";
import { CashHandover as CashHandoverRow } from "./cash-handover.entity";
import { cashDaySql, dayHandoversSql, settleCashSql, type CashDayRow, type HandoverRow } from "./rider-cash-sql";
import { lockRiderProfile, RIDER_MESSAGES } from "./rider-access";
import { auditedHandover } from "./rider-audit";
import { riderView } from "./rider-view";
import type { CashHandover, RiderCashSummary } from "./rider.types";

export interface RiderCashServiceDeps {
  dataSource: DataSource;
  audit: AuditTrail;
}

export interface HandoverRequest {
  riderId: string;
  amountPaise: number;
  note: string | null;
  idempotencyKey: string | null;
}

const IDEMPOTENCY_KEY_INDEX = "cash_handovers_idempotency_key_key";

/**
 * The day asked for, by the one date rule (common/calendar-day.ts). The arguments' own validation
 * has refused a bad day already; services are also called by other adapters, so they check again.
 */
function checkDate(date: string): string {
  if (!isCalendarDay(date)) throw new AppError("BAD_USER_INPUT", DAY_MESSAGE, { fields: [{ field: "date", messages: [DAY_MESSAGE] }] });
  return date;
}

function handoverView(row: HandoverRow): CashHandover {
  return {
    id: row.id,
    riderId: row.riderId,
    amount: paiseToRupees(row.amountPaise),
    expected: paiseToRupees(row.expectedPaise),
    difference: paiseToRupees(row.amountPaise - row.expectedPaise),
    note: row.note,
    recordedByName: row.recordedByName,
    createdAt: new Date(row.createdAt),
  };
}

/**
 * Cash on delivery, reconciled: what each rider collected, what they handed to the office, and
 * the difference. All amounts are integer paise until the API shows them.
 */
export class RiderCashService {
  constructor(private readonly deps: RiderCashServiceDeps) {}

  /**
   * An admin records cash the rider handed over. It settles everything the rider held (the
   * delivered orders not yet settled), so their cash in hand is zero afterwards. The same
   * idempotency key replays the same handover (a double click or a retry records it once); with
   * another rider or amount it answers IDEMPOTENCY_KEY_REUSED.
   */
  async recordHandover(ctx: RequestContext, request: HandoverRequest): Promise<CashHandover> {
    const admin = requireRole(ctx, "ADMIN");
    const key = request.idempotencyKey;
    if (key !== null && !isUUID(key)) {
      const message = "The idempotency key must be a UUID";
      throw new AppError("BAD_USER_INPUT", message, { fields: [{ field: "idempotencyKey", messages: [message] }] });
    }
    if (!isUUID(request.riderId)) throw new AppError("NOT_FOUND", RIDER_MESSAGES.riderNotFound);
    const record = () => this.deps.dataSource.transaction((tx) => this.recordInTransaction(tx, ctx, admin.id, request));
    let id: string;
    try {
      id = await record();
    } catch (error) {
      if (!isUniqueViolation(error, IDEMPOTENCY_KEY_INDEX)) throw error;
      // The same key committed meanwhile (for another rider): recording again replays or refuses it.
      id = await record();
    }
    return handoverView(await this.handoverRow(id));
  }

  /** A replayed key records nothing new, so the audit trail gets an entry for the first recording only. */
  private async recordInTransaction(tx: EntityManager, ctx: RequestContext, adminId: string, request: HandoverRequest): Promise<string> {
    const rider = await tx.getRepository(User).findOneBy({ id: request.riderId });
    if (!rider) throw new AppError("NOT_FOUND", RIDER_MESSAGES.riderNotFound);
    // One handover of a rider at a time: a second one (another key) waits, then finds nothing left to settle.
    await lockRiderProfile(tx, rider.id);
    if (request.idempotencyKey !== null) {
      const earlier = await tx.getRepository(CashHandoverRow).findOneBy({ idempotencyKey: request.idempotencyKey });
      if (earlier) {
        if (earlier.riderId !== request.riderId || earlier.amountPaise !== request.amountPaise) {
          throw new AppError("IDEMPOTENCY_KEY_REUSED", "This handover was already recorded with other details. Reload the page.");
        }
        return earlier.id;
      }
    }
    // The row first (the orders point at it), then what it settles; nothing to settle rolls it back.
    const id = randomUUID();
    const handovers = tx.getRepository(CashHandoverRow);
    const handover = {
      riderId: rider.id,
      amountPaise: request.amountPaise,
      expectedPaise: 0,
      note: request.note?.trim() || null,
    };
    await handovers.insert({ id, ...handover, recordedById: adminId, idempotencyKey: request.idempotencyKey });
    const [settled] = await runSql<{ expectedPaise: string; orders: number }>(tx, settleCashSql(id, rider.id));
    if (!settled || settled.orders === 0) {
      throw new AppError("NO_CASH_IN_HAND", `${rider.userName} holds no cash from deliveries: there is nothing to hand over.`);
    }
    const expectedPaise = Number(settled.expectedPaise);
    await handovers.update({ id }, { expectedPaise });
    await this.deps.audit.record(tx, ctx, {
      action: "recordCashHandover",
      entityType: "CASH_HANDOVER",
      entityId: id,
      entityName: rider.userName,
      before: null,
      after: auditedHandover({ ...handover, expectedPaise }),
    });
    return id;
  }

  private async handoverRow(id: string): Promise<HandoverRow> {
    const row = await this.deps.dataSource
      .getRepository(CashHandoverRow)
      .createQueryBuilder("h")
      .leftJoin(User, "u", "u.id = h.recordedById")
      .select([
        `h.id AS "id"`,
        `h.rider_id AS "riderId"`,
        `h.amount_paise AS "amountPaise"`,
        `h.expected_paise AS "expectedPaise"`,
        `h.note AS "note"`,
        `u.user_name AS "recordedByName"`,
        `h.created_at AS "createdAt"`,
      ])
      .where("h.id = :id", { id })
      .getRawOne<HandoverRow>();
    if (!row) throw new AppError("NOT_FOUND", "Handover not found");
    return row;
  }

  /** One rider's cash for a day: admins, and the rider for themself. */
  async riderSummary(ctx: RequestContext, riderId: string, date: string): Promise<RiderCashSummary> {
    const user = requireUser(ctx);
    // A rider reads their own day; anyone else needs to be staff (requireRole's refusal).
    if (!(user.role === "rider" && user.id === riderId)) requireRole(ctx, "ADMIN");
    checkDate(date);
    if (!isUUID(riderId)) throw new AppError("NOT_FOUND", RIDER_MESSAGES.riderNotFound);
    const [summary] = await this.summaries(date, riderId);
    if (!summary) throw new AppError("NOT_FOUND", RIDER_MESSAGES.riderNotFound);
    return summary;
  }

  /** Every rider's cash for a day, by name (the admin panel's Cash page): two statements. */
  async allSummaries(ctx: RequestContext, date: string): Promise<RiderCashSummary[]> {
    requireRole(ctx, "ADMIN");
    return this.summaries(checkDate(date), null);
  }

  private async summaries(date: string, riderId: string | null): Promise<RiderCashSummary[]> {
    const rows = await runSql<CashDayRow>(this.deps.dataSource, cashDaySql(date, riderId));
    if (rows.length === 0) return [];
    const handovers = await runSql<HandoverRow>(
      this.deps.dataSource,
      dayHandoversSql(
        date,
        rows.map((row) => row.id),
      ),
    );
    return rows.map((row) => {
      const expectedPaise = Number(row.expectedPaise);
      const handedOverPaise = Number(row.handedOverPaise);
      return {
        rider: riderView(row),
        date,
        deliveries: row.deliveries,
        failedDeliveries: row.failedDeliveries,
        expectedCash: paiseToRupees(expectedPaise),
        tips: paiseToRupees(Number(row.tipsPaise)),
        collected: paiseToRupees(Number(row.collectedPaise)),
        handedOver: paiseToRupees(handedOverPaise),
        difference: paiseToRupees(handedOverPaise - expectedPaise),
        cashInHand: paiseToRupees(Number(row.cashInHandPaise)),
        handovers: handovers.filter((handover) => handover.riderId === row.id).map(handoverView),
      };
    });
  }
}
