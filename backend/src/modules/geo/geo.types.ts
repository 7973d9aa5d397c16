import { Field, Float, ObjectType } from "type-graphql";

@ObjectType({ description: "A town of the gazetteer shipped with Ruchi" })
export class Town {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  district!: string;

  @Field(() => String)
  state!: string;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => String, { description: "The pincode of the town's main post office" })
  pincode!: string;
}

@ObjectType({ description: "The place a point is in; town is null when unknown (the UI shows 'Unknown')" })
export class Place {
  @Field(() => String, { nullable: true })
  town!: string | null;

  @Field(() => String, { nullable: true })
  district!: string | null;

  @Field(() => String, { nullable: true })
  state!: string | null;
}

@ObjectType({ description: "The town a pincode belongs to" })
export class PincodeLocation {
  @Field(() => String)
  pincode!: string;

  @Field(() => Town)
  town!: Town;

  @Field(() => Boolean, { description: "true: the town's own pincode; false: a neighbouring pincode of that town's area" })
  exact!: boolean;
}
