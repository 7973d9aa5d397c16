import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import { MenuItem } from "../menu/menu-item.entity";
import type { MenuOptionGroup } from "../menu/menu-option-group.entity";
import { Cart } from "./cart.entity";

@Entity({ name: "cart_items" })
@Unique(["cartId", "menuItemId", "optionIds"])
@Check("cart_items_quantity_check", `"quantity" BETWEEN 1 AND 99`)
export class CartItem {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  cartId!: string;

  @ManyToOne(() => Cart, (cart) => cart.items, { onDelete: "CASCADE" })
  @JoinColumn({ name: "cart_id" })
  cart?: Relation<Cart>;

  @Index()
  @Column({ type: "uuid" })
  menuItemId!: string;

  @ManyToOne(() => MenuItem, { onDelete: "CASCADE" })
  @JoinColumn({ name: "menu_item_id" })
  menuItem?: Relation<MenuItem>;

  /** The chosen options' ids, sorted: the same item with the same choices is one line, other choices another. */
  @Column({ type: "uuid", array: true, default: () => "'{}'" })
  optionIds!: string[];

  @Column({ type: "integer" })
  quantity!: number;

  /** The item's option groups now, where a query maps them onto the line (cart.service.ts); never a column. */
  optionGroups?: MenuOptionGroup[];

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
