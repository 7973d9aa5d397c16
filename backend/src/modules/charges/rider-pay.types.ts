import { Field, Float, InputType, ObjectType } from "type-graphql";
import { paiseToRupees } from "../../common/money";
import { NumberWithin, RupeesAmount } from "../../common/validation";
import type { RiderPayCharges } from "./charges";
import { Decimals, MAX_BASE_DISTANCE_KM } from "./charges.inputs";

@ObjectType("RiderPaySettings", {
  description:
    "What a rider earns per delivery (rupees), by the delivery fee's distance rule; superadmins set it (docs/money.md#riders-pay)",
})
export class RiderPaySettings {
  @Field(() => Float, { description: "Earned for a delivery up to riderBaseDistanceKm" })
  riderBaseFee!: number;

  @Field(() => Float, { description: "Kilometres the base fee covers (straight distance from the restaurant)" })
  riderBaseDistanceKm!: number;

  @Field(() => Float, { description: "Added for every started kilometre beyond riderBaseDistanceKm" })
  riderPerKmFee!: number;
}

@InputType("RiderPaySettingsInput")
export class RiderPaySettingsInput {
  @Field(() => Float)
  @RupeesAmount("Rider's base fee", 1000)
  riderBaseFee!: number;

  @Field(() => Float)
  @NumberWithin(0, MAX_BASE_DISTANCE_KM, `Rider's base distance must be 0 to ${MAX_BASE_DISTANCE_KM} km`)
  @Decimals(1, "Rider's base distance may have at most 1 decimal")
  riderBaseDistanceKm!: number;

  @Field(() => Float)
  @RupeesAmount("Rider's fee per km", 1000)
  riderPerKmFee!: number;
}

export const riderPaySettingsOf = (charges: RiderPayCharges): RiderPaySettings => ({
  riderBaseFee: paiseToRupees(charges.riderBaseFeePaise),
  riderBaseDistanceKm: charges.riderBaseDistanceKm,
  riderPerKmFee: paiseToRupees(charges.riderPerKmFeePaise),
});
