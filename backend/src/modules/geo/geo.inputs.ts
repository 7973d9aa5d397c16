import { ArgsType, Field, Float } from "type-graphql";
import { IsDefined } from "class-validator";
import { rules } from "../../common/compose-decorators";
import { Pincode } from "../../common/contact-fields";
import { NumberWithin } from "../../common/validation";
import { INVALID_COORDINATES } from "./andhra-pradesh";

@ArgsType()
export class PincodeArgs {
  @Field(() => String)
  @Pincode()
  pincode!: string;
}

const coordinate = (min: number, max: number) =>
  rules(IsDefined({ message: INVALID_COORDINATES }), NumberWithin(min, max, INVALID_COORDINATES));

/** A customer's position: anywhere on Earth (the query then simply finds nothing far away). */
@ArgsType()
export class CoordinatesArgs {
  @Field(() => Float) @coordinate(-90, 90) latitude!: number;
  @Field(() => Float) @coordinate(-180, 180) longitude!: number;
}
