import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { Field, Float, ID, ObjectType } from "type-graphql";
import { paiseToRupees } from "../../common/money";
import type { MenuOptionGroup } from "./menu-option-group.entity";

@ObjectType({ description: 'One choice of an option group: "Full", "Extra raita"' })
@Entity({ name: "menu_options" })
@Check("menu_options_extra_price_paise_check", `"extra_price_paise" >= 0`)
export class MenuOption {
  @PrimaryGeneratedColumn("uuid")
  @Field(() => ID)
  id!: string;

  @Index()
  @Column({ type: "uuid" })
  groupId!: string;

  /** Named by string: the group's file imports this one for its list of options. */
  @ManyToOne("MenuOptionGroup", "options", { onDelete: "CASCADE" })
  @JoinColumn({ name: "group_id" })
  group?: Relation<MenuOptionGroup>;

  @Column({ type: "varchar", length: 60 })
  @Field(() => String)
  name!: string;

  @Column({ type: "integer" })
  extraPricePaise!: number;

  @Column({ type: "boolean", default: true })
  @Field(() => Boolean, { description: 'False: shown as over ("egg is over") and cannot be chosen' })
  isAvailable!: boolean;

  @Column({ type: "smallint" })
  position!: number;

  @Field(() => Float, { name: "extraPrice", description: "Rupees added to the item's price when chosen (0 or more)" })
  get extraPriceRupees(): number {
    return paiseToRupees(this.extraPricePaise);
  }
}
