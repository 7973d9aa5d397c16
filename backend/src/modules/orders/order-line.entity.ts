import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { paiseToRupees } from "../../common/money";
import { ChosenOption, chosenOptionOf, type ChosenOptionSnapshot } from "../cart/chosen-option";
import { MenuItem } from "../menu/menu-item.entity";
import { Order } from "./order.entity";

@ObjectType({ description: "One line of an order: what was bought, at the price of that moment" })
@Entity({ name: "order_lines" })
@Check("order_lines_quantity_check", `"quantity" BETWEEN 1 AND 99`)
export class OrderLine {
  @Field(() => ID, { description: "The line's own id (a problem report names the lines it is about)" })
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Index()
  @Column({ type: "uuid" })
  orderId!: string;

  @ManyToOne(() => Order, (order) => order.lines, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<Order>;

  @Field(() => ID, { nullable: true, description: "Null once the menu item has been deleted" })
  @Index()
  @Column({ type: "uuid", nullable: true })
  menuItemId!: string | null;

  @ManyToOne(() => MenuItem, { onDelete: "SET NULL" })
  @JoinColumn({ name: "menu_item_id" })
  menuItem?: Relation<MenuItem> | null;

  @Field(() => String)
  @Column({ type: "varchar", length: 120 })
  name!: string;

  @Field(() => String)
  @Column({ type: "text", default: "" })
  image!: string;

  /** The options chosen, as they were named and priced when the order was placed. */
  @Column({ name: "options", type: "jsonb", default: () => "'[]'" })
  chosenOptions!: ChosenOptionSnapshot[];

  /** What one unit cost: the offer price capped at the original price, plus the chosen extras. */
  @Column({ type: "integer" })
  unitPricePaise!: number;

  /** The menu's original price of one unit then, plus the chosen extras. */
  @Column({ type: "integer" })
  originalPricePaise!: number;

  @Field(() => Int)
  @Column({ type: "integer" })
  quantity!: number;

  @Column({ type: "smallint" })
  position!: number;

  @Field(() => [ChosenOption], { description: "The choices made, as they were named and priced when the order was placed" })
  get options(): ChosenOption[] {
    return this.chosenOptions.map(chosenOptionOf);
  }

  @Field(() => Float, { description: "What one unit cost, in rupees (the offer price capped at the original, plus the chosen extras)" })
  get price(): number {
    return paiseToRupees(this.unitPricePaise);
  }

  @Field(() => Float, { description: "The menu's original price of one unit then, plus the chosen extras, in rupees" })
  get originalPrice(): number {
    return paiseToRupees(this.originalPricePaise);
  }

  @Field(() => Float, { description: "price × quantity, in rupees" })
  get lineTotal(): number {
    return paiseToRupees(this.unitPricePaise * this.quantity);
  }
}
