import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "The map the apps may show (MAP_TILE_URL); no tile server is assumed" })
export class MapSettings {
  @Field(() => String, { nullable: true, description: "An XYZ tile URL template ({z}/{x}/{y}); null: show no map" })
  tileUrl!: string | null;

  @Field(() => String, { nullable: true, description: "The tiles' attribution to show on the map" })
  attribution!: string | null;
}
