import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import { Field, ID, ObjectType } from "type-graphql";
import { User } from "../users/user.entity";

/** A browser's Web Push subscription; the endpoint identifies the browser. */
@ObjectType({ description: "A browser of the signed-in user that receives Web Push notifications" })
@Entity({ name: "push_subscriptions" })
export class PushSubscription {
  @PrimaryGeneratedColumn("uuid")
  @Field(() => ID)
  id!: string;

  @Index()
  @Column({ type: "uuid" })
  userId!: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Index({ unique: true })
  @Column({ type: "text" })
  @Field(() => String, { description: "The push service URL that identifies this browser" })
  endpoint!: string;

  @Column({ type: "text" })
  p256dh!: string;

  @Column({ type: "text" })
  auth!: string;

  @Column({ type: "text", default: "" })
  @Field(() => String)
  userAgent!: string;

  @CreateDateColumn({ type: "timestamptz" })
  @Field(() => Date)
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  @Field(() => Date)
  updatedAt!: Date;
}
