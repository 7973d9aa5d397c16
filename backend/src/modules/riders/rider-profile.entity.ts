import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from "typeorm";
import { User } from "../users/user.entity";

/** A rider's own state beside the account: whether they are on shift (a row appears with the first change). */
@Entity({ name: "riders" })
export class RiderProfile {
  @PrimaryColumn({ type: "uuid" })
  userId!: string;

  @OneToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column({ type: "boolean", default: false })
  onShift!: boolean;

  @Column({ type: "timestamptz", default: () => "now()" })
  shiftChangedAt!: Date;
}
