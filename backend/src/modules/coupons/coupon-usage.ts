import type { EntityManager } from "typeorm";
import type { CouponUsage } from "./coupon-judge";

/** The orders that count as a customer's past orders for a first-order coupon: all but rejected and cancelled ones. */
const HAS_ORDER = `EXISTS (SELECT 1 FROM orders o WHERE o.user_id = $2 AND o.status NOT IN ('rejected', 'cancelled') AND o.id IS DISTINCT FROM $3)`;

/** Each coupon's uses now (its unreleased redemptions), in one statement; a coupon without any is absent. */
export async function usedCounts(db: EntityManager, couponIds: readonly string[]): Promise<Map<string, number>> {
  if (couponIds.length === 0) return new Map();
  const rows: Array<{ coupon_id: string; used: string }> = await db.query(
    `SELECT coupon_id, count(*) AS used FROM coupon_redemptions WHERE coupon_id = ANY($1::uuid[]) AND released_at IS NULL GROUP BY coupon_id`,
    [couponIds],
  );
  return new Map(rows.map((row) => [row.coupon_id, Number(row.used)]));
}

/**
 * The uses of these coupons, in all and by this customer, and whether the customer has an order
 * (other than `placingOrderId`, the order being placed in this transaction): one statement, for
 * the coupons offered to a cart or the one applied to it.
 */
export async function usagesFor(
  db: EntityManager,
  couponIds: readonly string[],
  userId: string,
  placingOrderId: string | null = null,
): Promise<Map<string, CouponUsage>> {
  if (couponIds.length === 0) return new Map();
  const rows: Array<{ id: string; used: string; used_by_customer: string; has_order: boolean }> = await db.query(
    `SELECT c.id,
            (SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_id = c.id AND r.released_at IS NULL) AS used,
            (SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_id = c.id AND r.user_id = $2 AND r.released_at IS NULL) AS used_by_customer,
            ${HAS_ORDER} AS has_order
       FROM unnest($1::uuid[]) AS c(id)`,
    [couponIds, userId, placingOrderId],
  );
  return new Map(
    rows.map((row) => [row.id, { used: Number(row.used), usedByCustomer: Number(row.used_by_customer), customerHasOrder: row.has_order }]),
  );
}

/** The usage of one coupon for this customer (usagesFor of one). */
export async function usageOf(
  db: EntityManager,
  couponId: string,
  userId: string,
  placingOrderId: string | null = null,
): Promise<CouponUsage> {
  return (await usagesFor(db, [couponId], userId, placingOrderId)).get(couponId)!;
}
