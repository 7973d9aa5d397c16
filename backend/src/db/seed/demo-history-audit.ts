import { auditFieldChanges, type AuditSnapshot } from "../../modules/audit/audit-changes";
import { auditedCoupon } from "../../modules/coupons/coupon-audit";
import type { CouponKind } from "../../modules/coupons/coupon-kind";
import { auditedHandover } from "../../modules/riders/rider-audit";
import type { SqlRow } from "./bulk-insert";
import type { HistoryItem } from "./demo-history-order";
import { historyRandom } from "./demo-history-random";

/** The office's account the history's staff changes are made by (the demo admin). */
export interface HistoryOffice {
  id: string;
  userName: string;
}

const HOUR = 60 * 60_000;

/**
 * The audit trail of the history's office work (docs/architecture.md#audit-trail), with the
 * snapshots the modules themselves record: the offers created, each night's cash handover, and
 * dishes switched to sold out in an evening and back the next morning. Its own randomness (the
 * seed's, suffixed), so the rest of the history stays as it was.
 */
export function historyAuditRows(history: {
  seed: string;
  now: Date;
  office: HistoryOffice;
  coupons: readonly SqlRow[];
  handovers: readonly SqlRow[];
  riderNames: ReadonlyMap<string, string>;
  items: readonly HistoryItem[];
}): SqlRow[] {
  const random = historyRandom(`${history.seed}:audit`);
  const entry = (
    at: Date,
    action: string,
    entityType: string,
    entityId: string,
    entityName: string | null,
    before: AuditSnapshot | null,
    after: AuditSnapshot | null,
  ): SqlRow => ({
    id: random.uuid(),
    at,
    actor_kind: "PERSON",
    actor_id: history.office.id,
    actor_name: history.office.userName,
    action,
    entity_type: entityType,
    entity_id: entityId,
    entity_name: entityName,
    changes: JSON.stringify(auditFieldChanges(before, after)),
  });

  const rows: SqlRow[] = history.coupons.map((coupon) =>
    entry(
      coupon.created_at as Date,
      "createCoupon",
      "COUPON",
      coupon.id as string,
      coupon.code as string,
      null,
      auditedCoupon({
        code: coupon.code as string,
        description: coupon.description as string,
        kind: coupon.kind as CouponKind,
        percent: coupon.percent as number | null,
        amountPaise: coupon.amount_paise as number | null,
        maxDiscountPaise: coupon.max_discount_paise as number | null,
        minOrderPaise: coupon.min_order_paise as number,
        validFrom: coupon.valid_from as Date,
        validUntil: coupon.valid_until as Date,
        // The history's coupons leave these at the table's defaults.
        usageLimit: null,
        perCustomerLimit: null,
        firstOrderOnly: false,
        weekdays: [],
        restaurantIds: coupon.restaurant_ids as string[],
        isActive: coupon.is_active as boolean,
      }),
    ),
  );
  for (const handover of history.handovers) {
    const riderId = handover.rider_id as string;
    const after = auditedHandover({
      riderId,
      amountPaise: handover.amount_paise as number,
      expectedPaise: handover.expected_paise as number,
      note: handover.note as string,
    });
    rows.push(
      entry(
        handover.created_at as Date,
        "recordCashHandover",
        "CASH_HANDOVER",
        handover.id as string,
        history.riderNames.get(riderId) ?? null,
        null,
        after,
      ),
    );
  }
  // A few dishes ran out at dinner and were back on the menu the next morning.
  for (let n = 0; n < Math.min(3, history.items.length); n++) {
    const item = random.pick(history.items);
    const evening = new Date(history.now.getTime() - (n * 3 + 2) * 24 * HOUR - random.int(1, 3) * HOUR);
    const morning = new Date(evening.getTime() + 12 * HOUR);
    rows.push(entry(evening, "setMenuItemSoldOut", "MENU_ITEM", item.id, item.name, { isAvailable: true }, { isAvailable: false }));
    rows.push(entry(morning, "setMenuItemSoldOut", "MENU_ITEM", item.id, item.name, { isAvailable: false }, { isAvailable: true }));
  }
  return rows;
}
