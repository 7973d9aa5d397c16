import { In, type DataSource } from "typeorm";
import { requireUser } from "../../common/access";
import { AppError } from "../../common/errors";
import type { Logger } from "../../common/logger";
import type { RequestContext } from "../../common/request-context";
import type { JobQueue } from "../../db/job-queue";
import { distanceKm, type LatLng } from "../geo/distance";
import type { PushSender } from "../notifications/push-sender";
import { isOpenNow } from "../restaurants/opening-hours";
import { Restaurant } from "../restaurants/restaurant.entity";
import type { User } from "../users/user.entity";
import { indiaDay, isMeal, MEAL_CRONS, MEALS, type Meal } from "./meal";
import { mealReminderPush, mealReminderPushOptions } from "./meal-reminder-push";
import { MealReminderSettings } from "./meal-reminder-settings.entity";
import type { MealReminders, MealRemindersInput } from "./meal-reminders.types";

export const MEAL_REMINDERS_QUEUE = "meal-reminders";

export const MEAL_REMINDER_MESSAGES = {
  customersOnly: "Only customers receive meal-time reminders.",
  ownOnly: "You can see only your own reminders.",
} as const;

const NONE: MealReminders = { breakfast: false, lunch: false, dinner: false };

/** Customers read at once per run, by id. */
const BATCH = 200;
/** An order placed in the last 90 days makes its restaurant a "recent" one. */
const RECENT_DAYS = 90;
/** The statuses of an order on its way: its customer gets no reminder meanwhile. */
const ON_ITS_WAY = ["pending", "confirmed", "preparing", "ready_for_pickup", "out_for_delivery"];
/** How long the claims are kept (each only matters on its day). */
const KEEP_DAYS = 7;

interface Candidate {
  id: string;
  latitude: number | null;
  longitude: number | null;
}

export interface MealRemindersServiceDeps {
  dataSource: DataSource;
  jobs: JobQueue;
  pushSender: PushSender;
  logger: Logger;
}

/**
 * Meal-time reminders (docs/architecture.md#meal-time-reminders): customers opt in per meal; at
 * 8:00, 12:30 and 19:30 India time pg-boss's schedule puts one job on the queue, whichever node's
 * timekeeper fires (db/job-queue.ts), and a node works it: every opted-in customer with a push
 * subscription and no order on its way gets a push naming a favourite or recently ordered
 * restaurant that is open and delivers to their latest address. Each person's reminder is claimed
 * by a unique row (person, meal, day) before the push, so a second job, a retry or another node
 * never sends it twice.
 */
export class MealRemindersService {
  constructor(private readonly deps: MealRemindersServiceDeps) {}

  /** The person's own settings (all off until chosen; staff receive none). */
  async settingsOf(ctx: RequestContext, account: Pick<User, "id" | "role">): Promise<MealReminders> {
    const callerId = ctx.apiKey ? null : (ctx.user?.id ?? ctx.session.userId);
    if (callerId !== account.id) throw new AppError("FORBIDDEN", MEAL_REMINDER_MESSAGES.ownOnly);
    if (account.role !== "customer") return { ...NONE };
    const row = await this.deps.dataSource.getRepository(MealReminderSettings).findOneBy({ userId: account.id });
    return row ? { breakfast: row.breakfast, lunch: row.lunch, dinner: row.dinner } : { ...NONE };
  }

  async set(ctx: RequestContext, input: MealRemindersInput): Promise<MealReminders> {
    const user = requireUser(ctx);
    if (user.role !== "customer") throw new AppError("FORBIDDEN", MEAL_REMINDER_MESSAGES.customersOnly);
    const settings = { breakfast: input.breakfast, lunch: input.lunch, dinner: input.dinner };
    await this.deps.dataSource.getRepository(MealReminderSettings).upsert({ userId: user.id, ...settings }, ["userId"]);
    return settings;
  }

  /** Puts the three meal times on pg-boss's schedule (idempotent: every node does it at start) and works the queue. */
  async start(): Promise<void> {
    const { jobs } = this.deps;
    if (!jobs.running) return;
    for (const meal of MEALS) await jobs.schedule(MEAL_REMINDERS_QUEUE, MEAL_CRONS[meal], { meal }, { tz: "Asia/Kolkata", key: meal });
    await jobs.work<{ meal: string }>(MEAL_REMINDERS_QUEUE, { pollingIntervalSeconds: 10, concurrency: 1 }, async ({ meal }) => {
      if (isMeal(meal)) await this.sendMeal(meal);
    });
  }

  stop(): Promise<void> {
    return this.deps.jobs.offWork(MEAL_REMINDERS_QUEUE);
  }

  /** One meal's reminders, as of `at` (the job's run: now); returns how many were sent. */
  async sendMeal(meal: Meal, at: Date = new Date()): Promise<number> {
    const day = indiaDay(at);
    const { dataSource } = this.deps;
    await dataSource.query(`DELETE FROM meal_reminders_sent WHERE day < $1::date - $2::int`, [day, KEEP_DAYS]);
    let sent = 0;
    let after = "00000000-0000-0000-0000-000000000000";
    for (;;) {
      const candidates = await this.candidates(meal, day, after);
      if (candidates.length === 0) break;
      after = candidates[candidates.length - 1]!.id;
      const choices = await this.restaurantsFor(candidates, at);
      for (const candidate of candidates) {
        const restaurant = choices.get(candidate.id);
        if (!restaurant) continue;
        if (!(await this.claim(candidate.id, meal, day, restaurant.id))) continue;
        const outcome = await this.deps.pushSender.toUser(
          candidate.id,
          (language) => mealReminderPush(meal, restaurant, language),
          mealReminderPushOptions(meal),
        );
        if (outcome.targeted > 0) sent += 1;
      }
      if (candidates.length < BATCH) break;
    }
    this.deps.logger.info({ meal, day, sent }, "meal reminders sent");
    return sent;
  }

  /**
   * The next batch of customers who asked for this meal, have a browser to push to, have no order
   * on its way and were not reminded of it today; with their latest address's point (a saved
   * address, else their latest order's).
   */
  private candidates(meal: Meal, day: string, after: string): Promise<Candidate[]> {
    return this.deps.dataSource.query(
      `SELECT u.id, COALESCE(a.latitude, lo.address_latitude) AS latitude, COALESCE(a.longitude, lo.address_longitude) AS longitude
         FROM meal_reminder_settings s
         JOIN users u ON u.id = s.user_id AND u.role = 'customer'
         LEFT JOIN LATERAL (SELECT latitude, longitude FROM addresses
                             WHERE user_id = u.id AND latitude IS NOT NULL AND longitude IS NOT NULL
                             ORDER BY updated_at DESC LIMIT 1) a ON true
         LEFT JOIN LATERAL (SELECT address_latitude, address_longitude FROM orders
                             WHERE user_id = u.id AND address_latitude IS NOT NULL AND address_longitude IS NOT NULL
                             ORDER BY created_at DESC LIMIT 1) lo ON true
        WHERE s.${meal} AND u.id > $1
          AND EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.user_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.status = ANY($2::varchar[]))
          AND NOT EXISTS (SELECT 1 FROM meal_reminders_sent r WHERE r.user_id = u.id AND r.meal = $3 AND r.day = $4::date)
        ORDER BY u.id LIMIT $5`,
      [after, ON_ITS_WAY, meal, day, BATCH],
    );
  }

  /** For each customer, the first of their favourites (latest first), then of their recent orders' restaurants, open at `at` and delivering to them. */
  private async restaurantsFor(candidates: readonly Candidate[], at: Date): Promise<Map<string, Restaurant>> {
    const ids = candidates.map((candidate) => candidate.id);
    const ranked: Array<{ userId: string; restaurantId: string }> = await this.deps.dataSource.query(
      `SELECT user_id AS "userId", restaurant_id AS "restaurantId" FROM (
         SELECT f.user_id, f.restaurant_id, 0 AS kind, f.created_at AS at FROM favourite_restaurants f WHERE f.user_id = ANY($1::uuid[])
         UNION ALL
         SELECT o.user_id, o.restaurant_id, 1, max(o.created_at) FROM orders o
          WHERE o.user_id = ANY($1::uuid[]) AND o.restaurant_id IS NOT NULL AND o.created_at > now() - make_interval(days => $2)
          GROUP BY o.user_id, o.restaurant_id
       ) c ORDER BY user_id, kind, at DESC`,
      [ids, RECENT_DAYS],
    );
    const restaurantIds = [...new Set(ranked.map((row) => row.restaurantId))];
    const restaurants = new Map(
      (restaurantIds.length > 0 ? await this.deps.dataSource.getRepository(Restaurant).findBy({ id: In(restaurantIds) }) : []).map(
        (restaurant) => [restaurant.id, restaurant],
      ),
    );
    const points = new Map<string, LatLng>();
    for (const candidate of candidates) {
      if (candidate.latitude !== null && candidate.longitude !== null) {
        points.set(candidate.id, { latitude: candidate.latitude, longitude: candidate.longitude });
      }
    }
    const chosen = new Map<string, Restaurant>();
    for (const { userId, restaurantId } of ranked) {
      const point = points.get(userId);
      const restaurant = restaurants.get(restaurantId);
      if (chosen.has(userId) || !point || !restaurant) continue;
      if (isOpenNow(restaurant, at) && distanceKm(point, restaurant) <= Number(restaurant.deliveryRadiusKm)) chosen.set(userId, restaurant);
    }
    return chosen;
  }

  /** The reminder's unique row: true when this call wrote it (and so sends the push). */
  private async claim(userId: string, meal: Meal, day: string, restaurantId: string): Promise<boolean> {
    const rows: unknown[] = await this.deps.dataSource.query(
      `INSERT INTO meal_reminders_sent (user_id, meal, day, restaurant_id) VALUES ($1, $2, $3::date, $4)
       ON CONFLICT DO NOTHING RETURNING user_id`,
      [userId, meal, day, restaurantId],
    );
    return rows.length > 0;
  }
}
