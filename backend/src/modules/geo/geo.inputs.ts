import { ArgsType, Field } from "type-graphql";
import { Matches } from "class-validator";

export const PINCODE_MESSAGE = "Enter a valid 6-digit pincode";

@ArgsType()
export class PincodeArgs {
  @Field(() => String)
  @Matches(/^\s*\d{6}\s*$/, { message: PINCODE_MESSAGE })
  pincode!: string;
}
