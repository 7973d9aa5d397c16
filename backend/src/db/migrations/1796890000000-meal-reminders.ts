import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Meal-time reminders (docs/architecture.md#meal-time-reminders): each customer's choice per meal,
 * and one row per person, meal and day in India claimed before its push (so it goes once).
 */
export class MealReminders1796890000000 implements MigrationInterface {
  name = "MealReminders1796890000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "meal_reminders_sent" ("user_id" uuid NOT NULL, "meal" character varying(9) NOT NULL, "day" date NOT NULL, "restaurant_id" uuid NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "meal_reminders_sent_meal_check" CHECK ("meal" IN ('breakfast', 'lunch', 'dinner')), CONSTRAINT "meal_reminders_sent_pkey" PRIMARY KEY ("user_id", "meal", "day"))`,
    );
    await q.query(
      `CREATE TABLE "meal_reminder_settings" ("user_id" uuid NOT NULL, "breakfast" boolean NOT NULL DEFAULT false, "lunch" boolean NOT NULL DEFAULT false, "dinner" boolean NOT NULL DEFAULT false, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "meal_reminder_settings_pkey" PRIMARY KEY ("user_id"))`,
    );
    await q.query(
      `ALTER TABLE "meal_reminders_sent" ADD CONSTRAINT "meal_reminders_sent_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "meal_reminder_settings" ADD CONSTRAINT "meal_reminder_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "meal_reminders_sent"`);
    await q.query(`DROP TABLE "meal_reminder_settings"`);
  }
}
