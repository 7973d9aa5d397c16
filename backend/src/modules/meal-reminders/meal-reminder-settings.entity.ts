import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn, type Relation } from "typeorm";
import { User } from "../users/user.entity";

/** A customer's meal-time reminders (docs/architecture.md#meal-time-reminders): none until they opt in. */
@Entity({ name: "meal_reminder_settings" })
export class MealReminderSettings {
  @PrimaryColumn({ type: "uuid" })
  userId!: string;

  @OneToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column({ type: "boolean", default: false })
  breakfast!: boolean;

  @Column({ type: "boolean", default: false })
  lunch!: boolean;

  @Column({ type: "boolean", default: false })
  dinner!: boolean;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
