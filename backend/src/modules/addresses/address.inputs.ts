import { Field, Float, InputType } from "type-graphql";
import { IsOptional, IsString, MaxLength } from "class-validator";
import { rules } from "../../common/compose-decorators";
import { Phone, Pincode } from "../../common/contact-fields";
import { SingleLine } from "../../common/control-characters";
import { NumberWithin, Required } from "../../common/validation";

const LATITUDE_MESSAGE = "Latitude must be a number from -90 to 90";
const LONGITUDE_MESSAGE = "Longitude must be a number from -180 to 180";

/**
 * One rule per field, shared by the add and the update inputs; each lists first the rule whose
 * message users should see first. Surrounding spaces are allowed and trimmed by the service
 * ("non-blank after trimming", docs/architecture.md#forms).
 */
const text = (label: string, max: number) =>
  rules(
    Required(label),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
    IsString({ message: `${label} is required` }),
  );
const ADDRESS_RULE = () => text("Address", 300);
const CITY_RULE = () => rules(text("City", 80), SingleLine("City"));
const NOTES_RULE = () =>
  rules(
    MaxLength(500, { message: "Preparation tips must be at most 500 characters" }),
    IsString({ message: "Preparation tips must be text" }),
  );
const LATITUDE_RULE = () => NumberWithin(-90, 90, LATITUDE_MESSAGE);
const LONGITUDE_RULE = () => NumberWithin(-180, 180, LONGITUDE_MESSAGE);

@InputType({ description: "A new delivery address" })
export class AddressInput {
  @Field(() => String)
  @ADDRESS_RULE()
  address!: string;

  @Field(() => String)
  @CITY_RULE()
  city!: string;

  @Field(() => String, { description: "6 digits" })
  @Pincode()
  pincode!: string;

  @Field(() => String, { description: "10 digits" })
  @Phone()
  phone!: string;

  @Field(() => String, { nullable: true, description: '"Any Preparation Tips"; may be empty' })
  @IsOptional()
  @NOTES_RULE()
  notes?: string | null;

  @Field(() => Float, { nullable: true, description: "Sent together with longitude, or not at all" })
  @IsOptional()
  @LATITUDE_RULE()
  latitude?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @LONGITUDE_RULE()
  longitude?: number | null;
}

@InputType({ description: "The fields to change; a field left out (or null) keeps its value" })
export class UpdateAddressInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @ADDRESS_RULE()
  address?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @CITY_RULE()
  city?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Pincode()
  pincode?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Phone()
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @NOTES_RULE()
  notes?: string | null;

  @Field(() => Float, { nullable: true, description: "Sent together with longitude" })
  @IsOptional()
  @LATITUDE_RULE()
  latitude?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @LONGITUDE_RULE()
  longitude?: number | null;
}
