import { Field, Float, ObjectType } from "type-graphql";
import { paiseToRupees } from "../../common/money";
import type { DeliveryCharges, PayoutCharges, TaxCharges } from "./charges";

@ObjectType("DeliverySettings", { description: "How the delivery fee is worked out (rupees); superadmins set it" })
export class DeliverySettings {
  @Field(() => Float, { description: "The fee up to baseDistanceKm" })
  baseFee!: number;

  @Field(() => Float, { description: "Kilometres the base fee covers (straight distance from the restaurant)" })
  baseDistanceKm!: number;

  @Field(() => Float, { description: "Added for every started kilometre beyond baseDistanceKm" })
  perKmFee!: number;

  @Field(() => Float, { nullable: true, description: "The items' value (before any discount) from which delivery is free; null: never" })
  freeAbove!: number | null;
}

@ObjectType("TaxSettings", { description: "GST on the bill; without a GSTIN no tax is charged (a bill of supply)" })
export class TaxSettings {
  @Field(() => String, { nullable: true })
  gstin!: string | null;

  @Field(() => String, { description: "The seller's legal name, printed on invoices" })
  legalName!: string;

  @Field(() => String, { description: "The seller's address, printed on invoices" })
  address!: string;

  @Field(() => Float, { description: "GST on food, in percent (CGST and SGST half each)" })
  foodTaxPercent!: number;

  @Field(() => Float, { description: "GST on the delivery fee, in percent (CGST and SGST half each)" })
  deliveryTaxPercent!: number;

  @Field(() => Boolean, { description: "Menu prices already include the tax: no TAX lines are added" })
  pricesIncludeTax!: boolean;
}

@ObjectType("PayoutSettings", { description: "What the service keeps of restaurants' sales; superadmins set it" })
export class PayoutSettings {
  @Field(() => Float, { description: "The commission of a restaurant without a rate of its own, in percent (default 15)" })
  defaultCommissionPercent!: number;

  @Field(() => String, {
    nullable: true,
    description: "The service's UPI id (name@bank) customers pay at the door; null: UPI at the door is off",
  })
  upiId!: string | null;

  @Field(() => String, { nullable: true, description: "The name a payer's UPI app shows for upiId" })
  upiPayeeName!: string | null;
}

@ObjectType("UpiPayee", { description: "Where UPI at the door pays: the service's UPI id and the name payers' apps show" })
export class UpiPayee {
  @Field(() => String, { description: "A VPA, name@bank" })
  upiId!: string;

  @Field(() => String)
  payeeName!: string;
}

export const payoutSettingsOf = (charges: PayoutCharges): PayoutSettings => ({ ...charges });

export const deliverySettingsOf = (charges: DeliveryCharges): DeliverySettings => ({
  baseFee: paiseToRupees(charges.baseFeePaise),
  baseDistanceKm: charges.baseDistanceKm,
  perKmFee: paiseToRupees(charges.perKmFeePaise),
  freeAbove: charges.freeAbovePaise === null ? null : paiseToRupees(charges.freeAbovePaise),
});

export const taxSettingsOf = (charges: TaxCharges): TaxSettings => ({ ...charges });
