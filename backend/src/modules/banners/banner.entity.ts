import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { Field, ID, Int, ObjectType } from "type-graphql";

/** A feature image on the shop home carousel. */
@ObjectType({ description: "A feature image of the shop home carousel" })
@Entity({ name: "banners" })
export class Banner {
  @PrimaryGeneratedColumn("uuid")
  @Field(() => ID)
  id!: string;

  @Column({ type: "text" })
  @Field(() => String, { description: "An /uploads/ path of this server or an absolute http(s) URL" })
  image!: string;

  @Index()
  @Column({ type: "integer", default: 0 })
  @Field(() => Int, { description: "Carousel order, first shown first" })
  position!: number;

  @CreateDateColumn({ type: "timestamptz" })
  @Field(() => Date)
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  @Field(() => Date)
  updatedAt!: Date;
}
