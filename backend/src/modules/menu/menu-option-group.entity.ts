import { Check, Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { Field, ID, Int, ObjectType } from "type-graphql";
import { MenuItem } from "./menu-item.entity";
import { MenuOption } from "./menu-option.entity";

@ObjectType({
  description: "A choice to make when ordering an item: a portion (minChoices 1, maxChoices 1) or extras (minChoices 0)",
})
@Entity({ name: "menu_option_groups" })
@Check("menu_option_groups_choices_check", `"min_choices" >= 0 AND "min_choices" <= "max_choices"`)
export class MenuOptionGroup {
  @PrimaryGeneratedColumn("uuid")
  @Field(() => ID)
  id!: string;

  @Index()
  @Column({ type: "uuid" })
  menuItemId!: string;

  @ManyToOne(() => MenuItem, { onDelete: "CASCADE" })
  @JoinColumn({ name: "menu_item_id" })
  menuItem?: Relation<MenuItem>;

  @Column({ type: "varchar", length: 60 })
  @Field(() => String)
  name!: string;

  @Column({ type: "smallint" })
  @Field(() => Int, { description: "At least this many options must be chosen (0: optional)" })
  minChoices!: number;

  @Column({ type: "smallint" })
  @Field(() => Int, { description: "At most this many options may be chosen" })
  maxChoices!: number;

  @Column({ type: "smallint" })
  position!: number;

  @OneToMany(() => MenuOption, (option) => option.group)
  @Field(() => [MenuOption], { description: "In the admin's order" })
  options!: Relation<MenuOption[]>;
}
