import {
  Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn,
  type Relation,
} from "typeorm";
import { User } from "../users/user.entity";

@Entity({ name: "addresses" })
@Check("addresses_phone_check", `"phone" ~ '^[0-9]{10}$'`)
@Check("addresses_pincode_check", `"pincode" ~ '^[0-9]{6}$'`)
export class Address {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Index()
  @Column({ type: "uuid" })
  userId!: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column({ type: "text" })
  address!: string;

  @Column({ type: "varchar", length: 80 })
  city!: string;

  @Column({ type: "varchar", length: 6 })
  pincode!: string;

  @Column({ type: "varchar", length: 10 })
  phone!: string;

  /** "Any Preparation Tips" in the spec's form. */
  @Column({ type: "text", default: "" })
  notes!: string;

  @Column({ type: "double precision", nullable: true })
  latitude!: number | null;

  @Column({ type: "double precision", nullable: true })
  longitude!: number | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
