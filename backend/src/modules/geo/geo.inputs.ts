import { ArgsType, Field } from "type-graphql";
import { Pincode } from "../../common/contact-fields";

@ArgsType()
export class PincodeArgs {
  @Field(() => String)
  @Pincode()
  pincode!: string;
}
