import type { SqlQuery } from "../../db/sql-query";
import { ENDED_STATUSES } from "../orders/order-state-machine";

/** Orders still with their rider: assigned and not ended. */
export const OPEN_DELIVERY = `status NOT IN (${ENDED_STATUSES.map((status) => `'${status}'`).join(", ")})`;

/** A rider's unsettled cash: collected on delivered orders that no handover has settled yet (orders_rider_id_unsettled_idx). */
export const UNSETTLED_CASH = `cash_handover_id IS NULL AND cash_collected_paise IS NOT NULL`;

/**
 * What an order's cash owes the office: what was collected at the door less the rider's tip,
 * which is collected with the order and belongs to the rider (never below 0).
 */
export const OWED_CASH = `GREATEST(cash_collected_paise - tip_paise, 0)`;

/** A rider's columns (RiderRow) from users u LEFT JOIN riders r. */
export const RIDER_COLUMNS = `u.id, u.user_name AS name, u.phone, COALESCE(r.on_shift, false) AS "onShift",
           (SELECT COALESCE(sum(${OWED_CASH}), 0) FROM orders o WHERE o.rider_id = u.id AND o.${UNSETTLED_CASH})::bigint AS "cashInHandPaise",
           (SELECT count(*) FROM orders o WHERE o.rider_id = u.id AND o.${OPEN_DELIVERY})::int AS "openDeliveries"`;

export interface RiderRow {
  id: string;
  name: string;
  phone: string;
  onShift: boolean;
  cashInHandPaise: string;
  openDeliveries: number;
}

/**
 * Riders with their shift, cash in hand and open deliveries, in one statement. By ids: those
 * accounts whatever their role now (an order's rider); otherwise every account with the role
 * rider, optionally only those on (or off) shift.
 */
export function riderRowsSql(filter: { ids?: readonly string[]; onShift?: boolean | null }): SqlQuery {
  return {
    values: [filter.ids ? [...filter.ids] : null, filter.onShift ?? null],
    text: `
    SELECT ${RIDER_COLUMNS}
      FROM users u LEFT JOIN riders r ON r.user_id = u.id
     WHERE ($1::uuid[] IS NULL AND u.role = 'rider' OR u.id = ANY($1::uuid[]))
       AND ($2::boolean IS NULL OR COALESCE(r.on_shift, false) = $2)
     ORDER BY u.user_name, u.id`,
  };
}

/** Upserts the rider's position on each of their orders out for delivery; an order being delivered meanwhile is waited for and skipped. */
export function sharePositionSql(riderId: string, position: { latitude: number; longitude: number; accuracy: number | null }): SqlQuery {
  return {
    values: [riderId, position.latitude, position.longitude, position.accuracy],
    text: `
    INSERT INTO delivery_positions (order_id, rider_id, latitude, longitude, accuracy_meters, recorded_at)
    SELECT o.id, o.rider_id, $2, $3, $4, now()
      FROM orders o
     WHERE o.rider_id = $1 AND o.status = 'out_for_delivery'
       FOR SHARE OF o
    ON CONFLICT (order_id) DO UPDATE
       SET latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, accuracy_meters = EXCLUDED.accuracy_meters,
           recorded_at = EXCLUDED.recorded_at, rider_id = EXCLUDED.rider_id
    RETURNING order_id AS "orderId"`,
  };
}
