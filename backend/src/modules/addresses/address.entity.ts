import {
  Check,
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
import { Field, Float, ID, ObjectType } from "type-graphql";
import { User } from "../users/user.entity";

@ObjectType({ description: "A saved delivery address of the signed-in customer (at most 2)" })
@Entity({ name: "addresses" })
@Check("addresses_phone_check", `"phone" ~ '^[0-9]{10}$'`)
@Check("addresses_pincode_check", `"pincode" ~ '^[0-9]{6}$'`)
export class Address {
  @PrimaryGeneratedColumn("uuid")
  @Field(() => ID)
  id!: string;

  @Index()
  @Column({ type: "uuid" })
  userId!: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column({ type: "text" })
  @Field(() => String)
  address!: string;

  @Column({ type: "varchar", length: 80 })
  @Field(() => String)
  city!: string;

  @Column({ type: "varchar", length: 6 })
  @Field(() => String)
  pincode!: string;

  @Column({ type: "varchar", length: 10 })
  @Field(() => String)
  phone!: string;

  /** "Any Preparation Tips" in the spec's form. */
  @Column({ type: "text", default: "" })
  @Field(() => String, { description: '"Any Preparation Tips" in the form' })
  notes!: string;

  @Column({ type: "double precision", nullable: true })
  @Field(() => Float, { nullable: true })
  latitude!: number | null;

  @Column({ type: "double precision", nullable: true })
  @Field(() => Float, { nullable: true })
  longitude!: number | null;

  @CreateDateColumn({ type: "timestamptz" })
  @Field(() => Date)
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  @Field(() => Date)
  updatedAt!: Date;
}
