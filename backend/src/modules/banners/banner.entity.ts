import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

/** A feature image on the shop home carousel. */
@Entity({ name: "banners" })
export class Banner {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "text" })
  image!: string;

  @Index()
  @Column({ type: "integer", default: 0 })
  position!: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
