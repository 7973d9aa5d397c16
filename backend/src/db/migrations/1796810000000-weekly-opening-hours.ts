import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Weekly opening hours (docs/architecture.md#opening-hours): the one opening and closing time of
 * every day become a list of periods per weekday, kept on the restaurant's row (jsonb) so every
 * list, the cart and the menu read them with the row they already read. Each restaurant keeps
 * its hours on every day.
 */
export class WeeklyOpeningHours1796810000000 implements MigrationInterface {
  name = "WeeklyOpeningHours1796810000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "restaurants" ADD "opening_hours" jsonb`);
    await q.query(`
      UPDATE "restaurants" r SET "opening_hours" = (
        SELECT jsonb_agg(jsonb_build_object('day', w.day, 'opens', to_char(r.opening_time, 'HH24:MI'), 'closes', to_char(r.closing_time, 'HH24:MI')) ORDER BY w.n)
        FROM unnest(ARRAY['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']) WITH ORDINALITY AS w(day, n))`);
    await q.query(`ALTER TABLE "restaurants" ALTER COLUMN "opening_hours" SET NOT NULL`);
    await q.query(
      `ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_opening_hours_check" CHECK (jsonb_typeof("opening_hours") = 'array')`,
    );
    await q.query(`ALTER TABLE "restaurants" DROP COLUMN "opening_time", DROP COLUMN "closing_time"`);
  }

  /** Back to one pair: Monday's first period (a restaurant with none gets 00:00–00:00 with its switch off). */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "restaurants" ADD "opening_time" TIME, ADD "closing_time" TIME`);
    await q.query(`
      UPDATE "restaurants" SET
        "opening_time" = coalesce(("opening_hours" -> 0 ->> 'opens')::time, '00:00'),
        "closing_time" = coalesce(("opening_hours" -> 0 ->> 'closes')::time, '00:00'),
        "is_open" = "is_open" AND jsonb_array_length("opening_hours") > 0`);
    await q.query(`ALTER TABLE "restaurants" ALTER COLUMN "opening_time" SET NOT NULL, ALTER COLUMN "closing_time" SET NOT NULL`);
    await q.query(`ALTER TABLE "restaurants" DROP CONSTRAINT "restaurants_opening_hours_check"`);
    await q.query(`ALTER TABLE "restaurants" DROP COLUMN "opening_hours"`);
  }
}
