import type { Charges } from "../../modules/charges/charges";
import { deliveryFeePaise } from "../../modules/cart/delivery-fee";
import { distanceKm } from "../../modules/geo/distance";
import type { OrderStatus } from "../../modules/orders/order-status";
import type { SqlRow } from "./bulk-insert";
import { historyPeople, type HistoryCustomer } from "./demo-history-people";
import { orderRows, type HistoryCoupon, type HistoryItem, type OrderDraft, type OrderRows } from "./demo-history-order";
import { historyAuditRows, type HistoryOffice } from "./demo-history-audit";
import { historyRandom, type HistoryRandom } from "./demo-history-random";
import { CANCELLATION_REASONS, FAILURE_REASONS, RATING_COMMENTS, REJECTION_REASONS } from "./demo-history-words";

export interface HistoryRestaurant {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface DemoHistoryInput {
  /** Same seed, same restaurants and same `now`: the same rows. */
  seed: string;
  now: Date;
  restaurants: readonly HistoryRestaurant[];
  items: readonly HistoryItem[];
  charges: Charges;
  /** One hash for every generated account (hashed once: argon2 per account would make the start slow). */
  passwordHash: string;
  /** The office's account (the demo admin) that handed the cash over and made the offers; null: no audit trail is written. */
  office: HistoryOffice | null;
}

/** The rows to insert, by table, in an order the foreign keys accept. */
export type DemoHistoryPlan = Array<[table: string, rows: SqlRow[]]>;

export const HISTORY_DAYS = 14;
const MINUTE = 60_000;
/** India is UTC+5:30 all year. */
const IST_OFFSET = 330 * MINUTE;

/** Meal times, in minutes after midnight in India: tiffin, lunch, dinner. */
const MEALS: ReadonlyArray<[from: number, to: number, weight: number]> = [
  [7 * 60 + 30, 10 * 60 + 30, 0.2],
  [12 * 60, 15 * 60, 0.4],
  [19 * 60, 22 * 60 + 30, 0.4],
];

/** The orders of the last hours, so every board has work on it at any time of day. */
const OPEN_NOW: ReadonlyArray<[OrderStatus, "delivery" | "pickup", minutesAgo: number]> = [
  ["pending", "delivery", 3],
  ["pending", "delivery", 6],
  ["confirmed", "delivery", 9],
  ["preparing", "delivery", 14],
  ["preparing", "pickup", 16],
  ["ready_for_pickup", "delivery", 22],
  ["ready_for_pickup", "pickup", 25],
  ["out_for_delivery", "delivery", 31],
  ["out_for_delivery", "delivery", 38],
  // Delivered within the hour: cash in the riders' hands until tonight's handover.
  ["delivered", "delivery", 70],
  ["delivered", "delivery", 85],
];

/** What became of an order of a past day. */
function pastStatus(random: HistoryRandom, pickup: boolean): OrderStatus {
  const roll = random.next();
  if (roll < 0.06) return "cancelled";
  if (roll < 0.11) return "rejected";
  if (roll < 0.14 && !pickup) return "delivery_failed";
  return "delivered";
}

const confirmedBy = (at: Date, now: Date): Date | null => (at < now ? at : null);

/** Midnight in India, `daysAgo` days before `now`'s Indian date. */
function indiaMidnight(now: Date, daysAgo: number): number {
  const india = new Date(now.getTime() + IST_OFFSET);
  return Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() - daysAgo) - IST_OFFSET;
}

/**
 * Two weeks of a working town, pure and deterministic (docs/money.md, README "Quick start"):
 * generated customers order from the demo restaurants at meal times, generated riders deliver,
 * some pay by UPI at the door, some collect at the counter, some order for later, a few
 * orders are cancelled, rejected or fail at the door; riders hand their cash over each night;
 * customers rate some deliveries. Orders in progress sit in the last hour. The demo accounts
 * get none of it: the e2e tests expect them empty (README "Quick start").
 */
export function planDemoHistory(input: DemoHistoryInput): DemoHistoryPlan {
  const random = historyRandom(input.seed);
  const people = historyPeople(random, input.now, input.passwordHash);
  const itemsOf = new Map<string, HistoryItem[]>();
  for (const item of input.items) itemsOf.set(item.restaurantId, [...(itemsOf.get(item.restaurantId) ?? []), item]);
  const restaurants = input.restaurants.filter((restaurant) => (itemsOf.get(restaurant.id)?.length ?? 0) > 0);
  if (restaurants.length === 0) return [];

  const validFrom = new Date(indiaMidnight(input.now, HISTORY_DAYS));
  const coupons: HistoryCoupon[] = [
    { id: random.uuid(), code: "RUCHI40", kind: "FLAT", percent: null, amountPaise: 4000, maxDiscountPaise: null, restaurantBorne: false },
    { id: random.uuid(), code: "TIFFIN15", kind: "PERCENT", percent: 15, amountPaise: null, maxDiscountPaise: 6000, restaurantBorne: true },
  ];
  const tiffinPlace = restaurants[0]!;
  // The offers ran over the two weeks and ended yesterday, so today's carts are not offered them.
  const couponRows: SqlRow[] = coupons.map((coupon) => ({
    id: coupon.id,
    code: coupon.code,
    description: coupon.restaurantBorne ? `15% off at ${tiffinPlace.name}` : "₹40 off orders of ₹250",
    kind: coupon.kind,
    percent: coupon.percent,
    amount_paise: coupon.amountPaise,
    max_discount_paise: coupon.maxDiscountPaise,
    min_order_paise: coupon.restaurantBorne ? 0 : 25000,
    valid_from: validFrom,
    valid_until: new Date(indiaMidnight(input.now, 0) - 1000),
    restaurant_ids: coupon.restaurantBorne ? [tiffinPlace.id] : [],
    is_active: true,
    created_at: validFrom,
    updated_at: validFrom,
  }));

  const fee = (restaurant: HistoryRestaurant, customer: HistoryCustomer) => {
    const km = distanceKm(restaurant, customer.address);
    return { km, fee: (itemsPaise: number) => deliveryFeePaise(input.charges.delivery, itemsPaise, km) };
  };
  const results: OrderRows[] = [];
  const place = (placedAt: Date, status: OrderStatus, fulfilment: "delivery" | "pickup", deliverAt: Date | null, pastDay: boolean) => {
    const customer = random.pick(people.customers);
    const restaurant = random.pick(restaurants);
    const menu = itemsOf.get(restaurant.id)!;
    const lines = Array.from({ length: random.int(1, Math.min(3, menu.length)) }, () => random.pick(menu))
      .filter((item, index, all) => all.indexOf(item) === index)
      .map((item) => ({ item, quantity: random.chance(0.7) ? 1 : random.int(2, 3) }));
    const { km, fee: feeOf } = fee(restaurant, customer);
    // This hour's deliveries were paid in cash, so the Cash page has cash in hand at any time of day.
    const upi = fulfilment === "delivery" && (pastDay || status !== "delivered") && random.chance(0.3);
    const couponRoll = random.next();
    const coupon =
      pastDay && couponRoll < 0.08 && restaurant.id === tiffinPlace.id ? coupons[1]! : pastDay && couponRoll < 0.12 ? coupons[0]! : null;
    const itemsPaise = lines.reduce((sum, line) => sum + line.item.offerPricePaise * line.quantity, 0);
    const draft: OrderDraft = {
      id: random.uuid(),
      customer,
      address: customer.address,
      restaurant,
      lines,
      distanceKm: km,
      fulfilment,
      status,
      placedAt,
      deliverAt,
      riderId: fulfilment === "delivery" ? random.pick(people.riders) : null,
      payAtDoorBy: upi ? "UPI" : "CASH",
      upiReference: upi ? random.digits(12) : null,
      // The office ticks UPI payments off against the bank statement the next day.
      upiConfirmedAt: upi && pastDay ? confirmedBy(new Date(placedAt.getTime() + random.int(18, 22) * 60 * MINUTE), input.now) : null,
      tipPaise: fulfilment === "delivery" && random.chance(0.25) ? random.pick([1000, 2000, 3000]) : 0,
      // The flat offer needs ₹250 of food (its min_order_paise).
      coupon: coupon && (coupon.restaurantBorne || itemsPaise >= 25000) ? coupon : null,
      shortChange: !upi && random.chance(0.04),
      preparationMinutes: random.int(12, 30),
      rideMinutes: random.int(10, 25),
      reason:
        status === "rejected"
          ? random.pick(REJECTION_REASONS)
          : status === "cancelled"
            ? random.pick(CANCELLATION_REASONS)
            : status === "delivery_failed"
              ? random.pick(FAILURE_REASONS)
              : null,
    };
    results.push(orderRows(draft, input.charges, feeOf));
  };

  // The past: every day until an hour ago, everything finished.
  const finishedBy = input.now.getTime() - 2 * 60 * MINUTE;
  const forced: Array<[OrderStatus, "delivery" | "pickup"]> = [
    ["rejected", "delivery"],
    ["cancelled", "delivery"],
    ["delivery_failed", "delivery"],
    ["delivered", "pickup"],
  ];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const midnight = indiaMidnight(input.now, daysAgo);
    const weekday = new Date(midnight + IST_OFFSET).getUTCDay();
    const count = random.int(14, 24) + (weekday === 0 || weekday === 6 ? 8 : 0);
    for (let n = 0; n < count; n++) {
      const [from, to] = random.weighted(MEALS);
      const placedAt = midnight + random.int(from, to) * MINUTE + random.int(0, 59) * 1000;
      if (placedAt > finishedBy) continue;
      const [forcedStatus, forcedFulfilment] = forced.shift() ?? [null, null];
      const fulfilment = forcedFulfilment ?? (random.chance(0.15) ? "pickup" : "delivery");
      // Some were ordered the evening before for a slot at this meal.
      const later = !forcedStatus && daysAgo < HISTORY_DAYS - 1 && random.chance(0.08);
      const slot = Math.ceil(placedAt / (15 * MINUTE)) * 15 * MINUTE;
      const status = forcedStatus ?? pastStatus(random, fulfilment === "pickup");
      place(new Date(later ? slot - 16 * 60 * MINUTE : placedAt), status, fulfilment, later ? new Date(slot) : null, true);
    }
  }
  // Now: orders on every board, and a few for tomorrow's lunch.
  for (const [status, fulfilment, minutesAgo] of OPEN_NOW) {
    place(new Date(input.now.getTime() - minutesAgo * MINUTE), status, fulfilment, null, false);
  }
  const tomorrowLunch = indiaMidnight(input.now, -1) + 13 * 60 * MINUTE;
  for (let n = 0; n < 3; n++) {
    place(
      new Date(input.now.getTime() - (n + 1) * 20 * MINUTE),
      "scheduled",
      n === 2 ? "pickup" : "delivery",
      new Date(tomorrowLunch + n * 15 * MINUTE),
      false,
    );
  }

  const handovers = cashHandovers(results, random, input.now, input.office);
  const riderNames = new Map(people.users.map((user) => [user.id as string, user.user_name as string]));
  const auditEntries = input.office
    ? historyAuditRows({
        seed: input.seed,
        now: input.now,
        office: input.office,
        coupons: couponRows,
        handovers,
        riderNames,
        items: input.items,
      })
    : [];
  return [
    ["users", people.users],
    ["riders", people.riderRows],
    ["addresses", people.addresses],
    ["coupons", couponRows],
    ["cash_handovers", handovers],
    ["orders", results.map((result) => result.order)],
    ["order_lines", results.flatMap((result) => result.lines)],
    ["order_status_changes", results.flatMap((result) => result.changes)],
    ["coupon_redemptions", results.flatMap((result) => (result.redemption ? [result.redemption] : []))],
    ["ledger_entries", results.flatMap((result) => result.ledger)],
    ["order_ratings", ratings(results, people.customers, random, input.now)],
    ["audit_entries", auditEntries],
  ];
}

/**
 * Each rider hands the day's cash over at the office at night (riders/rider-cash.service.ts);
 * today's stays in hand, as on a working day. Now and then a rider is ₹20 short.
 */
function cashHandovers(results: OrderRows[], random: HistoryRandom, now: Date, office: HistoryOffice | null): SqlRow[] {
  const today = indiaMidnight(now, 0);
  const byRiderDay = new Map<string, OrderRows[]>();
  for (const result of results) {
    if (result.cashPaise === null || !result.deliveredAt || result.deliveredAt.getTime() >= today) continue;
    const day = indiaMidnight(result.deliveredAt, 0);
    const key = `${String(result.order.rider_id)}|${day}`;
    byRiderDay.set(key, [...(byRiderDay.get(key) ?? []), result]);
  }
  return [...byRiderDay.entries()].map(([key, orders]) => {
    const [riderId, day] = key.split("|") as [string, string];
    const id = random.uuid();
    const expected = orders.reduce((sum, result) => sum + result.cashPaise!, 0);
    const short = random.chance(0.1) && expected > 2000;
    for (const result of orders) result.order.cash_handover_id = id;
    return {
      id,
      rider_id: riderId,
      amount_paise: expected - (short ? 2000 : 0),
      expected_paise: expected,
      note: short ? "₹20 short, to be paid tomorrow" : "Counted at the office",
      recorded_by_id: office?.id ?? null,
      // 23:45 in India, after the last dinner.
      created_at: new Date(Number(day) + (23 * 60 + 45) * MINUTE),
    };
  });
}

/** Customers rate about half their deliveries, an hour or two later; mostly happy. */
function ratings(results: OrderRows[], customers: HistoryCustomer[], random: HistoryRandom, now: Date): SqlRow[] {
  const firstNames = new Map(customers.map((customer) => [customer.id, customer.firstName]));
  const rows: SqlRow[] = [];
  for (const result of results) {
    if (!result.deliveredAt || !random.chance(0.45)) continue;
    const createdAt = new Date(result.deliveredAt.getTime() + random.int(30, 180) * MINUTE);
    if (createdAt > now) continue;
    const food = random.pick([5, 5, 5, 4, 4, 4, 3, 2]);
    const riderId = result.order.rider_id as string | null;
    rows.push({
      order_id: result.order.id,
      restaurant_id: result.order.restaurant_id,
      user_id: result.order.user_id,
      rider_id: riderId,
      first_name: firstNames.get(result.order.user_id as string),
      food_rating: food,
      delivery_rating: riderId ? random.pick([5, 5, 4, 4, 3]) : null,
      comment: random.chance(0.5) ? random.pick(RATING_COMMENTS) : null,
      liked_menu_item_ids: food >= 4 ? result.lines.slice(0, 1).map((line) => line.menu_item_id) : [],
      created_at: createdAt,
    });
  }
  return rows;
}
