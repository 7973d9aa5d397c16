import { IsBoolean, IsOptional, IsString, MaxLength, ValidateBy } from "class-validator";
import { Field, Float, InputType } from "type-graphql";
import { MAX_RUPEES } from "../../common/money";
import { SingleLine } from "../../common/control-characters";
import { NumberWithin, RupeesAmount } from "../../common/validation";
import { isGstin } from "./gstin";
import { isUpiId, UPI_ID_MESSAGE, UPI_PAYEE_NAME_MAX_LENGTH, UPI_PAYEE_NAME_MESSAGE } from "./upi-id";

/** A delivery beyond this is no town delivery; it also bounds the fee a distance can add. */
export const MAX_BASE_DISTANCE_KM = 50;
/** The highest GST rate India has. */
export const MAX_TAX_PERCENT = 28;

const hasAtMostDecimals = (value: unknown, decimals: number): boolean =>
  typeof value === "number" && Math.round(value * 10 ** decimals) / 10 ** decimals === value;

export const Decimals = (decimals: number, message: string) =>
  ValidateBy({ name: "decimals", validator: { validate: (value) => hasAtMostDecimals(value, decimals), defaultMessage: () => message } });

const TaxPercent = (label: string) => (target: object, key: string | symbol) => {
  NumberWithin(0, MAX_TAX_PERCENT, `${label} must be 0 to ${MAX_TAX_PERCENT}`)(target, key);
  Decimals(2, `${label} may have at most 2 decimals`)(target, key);
};

@InputType("DeliverySettingsInput")
export class DeliverySettingsInput {
  @Field(() => Float)
  @RupeesAmount("Base fee", 1000)
  baseFee!: number;

  @Field(() => Float)
  @NumberWithin(0, MAX_BASE_DISTANCE_KM, `Base distance must be 0 to ${MAX_BASE_DISTANCE_KM} km`)
  @Decimals(1, "Base distance may have at most 1 decimal")
  baseDistanceKm!: number;

  @Field(() => Float)
  @RupeesAmount("Fee per km", 1000)
  perKmFee!: number;

  @Field(() => Float, { nullable: true, description: "null: delivery is never free" })
  @RupeesAmount("Free above", MAX_RUPEES, true)
  freeAbove?: number | null;
}

export const GSTIN_MESSAGE = "GSTIN must be 15 characters as issued: state code, PAN, entity number, Z and check character";

@InputType("TaxSettingsInput")
export class TaxSettingsInput {
  @Field(() => String, { nullable: true, description: "null or empty: no tax is charged" })
  @IsOptional()
  @ValidateBy({ name: "gstin", validator: { validate: (value) => value === "" || isGstin(value), defaultMessage: () => GSTIN_MESSAGE } })
  gstin?: string | null;

  @Field(() => String)
  @IsString()
  @SingleLine("Legal name")
  @MaxLength(200, { message: "Legal name must be at most 200 characters" })
  legalName!: string;

  @Field(() => String)
  @IsString()
  @MaxLength(500, { message: "Address must be at most 500 characters" })
  address!: string;

  @Field(() => Float)
  @TaxPercent("Food tax")
  foodTaxPercent!: number;

  @Field(() => Float)
  @TaxPercent("Delivery tax")
  deliveryTaxPercent!: number;

  @Field(() => Boolean)
  @IsBoolean()
  pricesIncludeTax!: boolean;
}

/** The most a commission may take: all of the sale. */
export const MAX_COMMISSION_PERCENT = 100;

/** A commission rate: 0 to 100 percent, at most two decimals (a restaurant's own, or the default). */
export const CommissionPercent = () => (target: object, key: string | symbol) => {
  NumberWithin(0, MAX_COMMISSION_PERCENT, `Commission must be 0 to ${MAX_COMMISSION_PERCENT} percent`)(target, key);
  Decimals(2, "Commission may have at most 2 decimals")(target, key);
};

@InputType("PayoutSettingsInput")
export class PayoutSettingsInput {
  @Field(() => Float, { description: "The commission of a restaurant without a rate of its own, in percent" })
  @CommissionPercent()
  defaultCommissionPercent!: number;

  @Field(() => String, {
    nullable: true,
    description:
      "The service's UPI id (name@bank) customers pay at the door; null or empty: UPI at the door is off; left out: unchanged (with upiPayeeName)",
  })
  @IsOptional()
  @ValidateBy({
    name: "upiId",
    validator: {
      validate: (value) => (typeof value === "string" ? value.trim() === "" || isUpiId(value.trim()) : isUpiId(value)),
      defaultMessage: () => UPI_ID_MESSAGE,
    },
  })
  upiId?: string | null;

  @Field(() => String, { nullable: true, description: "The name a payer's UPI app shows: required with a UPI id" })
  @IsOptional()
  @IsString()
  @SingleLine("Payee name")
  @MaxLength(UPI_PAYEE_NAME_MAX_LENGTH, { message: UPI_PAYEE_NAME_MESSAGE })
  upiPayeeName?: string | null;
}
