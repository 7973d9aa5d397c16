import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { User } from "../users/user.entity";

/**
 * One reminder claimed for a person, a meal and a day in India: written before the push goes, so
 * any number of nodes (or a job run twice) send it once. Rows older than a week are dropped.
 */
@Entity({ name: "meal_reminders_sent" })
@Check("meal_reminders_sent_meal_check", `"meal" IN ('breakfast', 'lunch', 'dinner')`)
export class MealReminderSent {
  @PrimaryColumn({ type: "uuid" })
  userId!: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @PrimaryColumn({ type: "varchar", length: 9 })
  meal!: string;

  /** The day in India. */
  @PrimaryColumn({ type: "date" })
  day!: string;

  /** The restaurant the push named. */
  @Column({ type: "uuid" })
  restaurantId!: string;

  @CreateDateColumn({ type: "timestamptz" })
  sentAt!: Date;
}
