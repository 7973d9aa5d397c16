import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { MenuItem } from "../menu/menu-item.entity";
import { Order } from "./order.entity";

@Entity({ name: "order_lines" })
@Check("order_lines_quantity_check", `"quantity" BETWEEN 1 AND 99`)
export class OrderLine {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Index()
  @Column({ type: "uuid" })
  orderId!: string;

  @ManyToOne(() => Order, (order) => order.lines, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<Order>;

  @Index()
  @Column({ type: "uuid", nullable: true })
  menuItemId!: string | null;

  @ManyToOne(() => MenuItem, { onDelete: "SET NULL" })
  @JoinColumn({ name: "menu_item_id" })
  menuItem?: Relation<MenuItem> | null;

  @Column({ type: "varchar", length: 120 })
  name!: string;

  @Column({ type: "text", default: "" })
  image!: string;

  /** What one unit cost: the offer price capped at the original price. */
  @Column({ type: "integer" })
  unitPricePaise!: number;

  @Column({ type: "integer" })
  originalPricePaise!: number;

  @Column({ type: "integer" })
  quantity!: number;

  @Column({ type: "smallint" })
  position!: number;
}
