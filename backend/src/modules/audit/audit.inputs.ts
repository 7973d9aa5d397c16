import { Field, ID, InputType } from "type-graphql";
import { IsIn, IsOptional, IsString, MaxLength } from "class-validator";
import { FilterDay } from "../../common/validation";
import { AUDIT_ENTITY_TYPES, AuditEntityTypeEnum, type AuditEntityType } from "./audit-entity-type";

const SHORT_TEXT_MESSAGE = "At most 80 characters";

@InputType({ description: "Every given condition applies; days are calendar days in Asia/Kolkata" })
export class AuditFilter {
  @Field(() => String, { nullable: true, description: "Part of the person's or the key's name, any case" })
  @IsOptional()
  @IsString()
  @MaxLength(80, { message: SHORT_TEXT_MESSAGE })
  actor?: string | null;

  @Field(() => ID, { nullable: true, description: "One account or API key" })
  @IsOptional()
  @IsString()
  @MaxLength(64, { message: SHORT_TEXT_MESSAGE })
  actorId?: string | null;

  @Field(() => AuditEntityTypeEnum, { nullable: true, description: "One kind of thing" })
  @IsOptional()
  @IsIn(AUDIT_ENTITY_TYPES, { message: "Unknown kind" })
  entityType?: AuditEntityType | null;

  @Field(() => ID, { nullable: true, description: "One thing's id" })
  @IsOptional()
  @IsString()
  @MaxLength(64, { message: SHORT_TEXT_MESSAGE })
  entityId?: string | null;

  @Field(() => String, { nullable: true, description: "One operation, such as updateMenuItem" })
  @IsOptional()
  @IsString()
  @MaxLength(64, { message: SHORT_TEXT_MESSAGE })
  action?: string | null;

  @Field(() => String, { nullable: true, description: "First day, YYYY-MM-DD (inclusive)" })
  @FilterDay()
  from?: string | null;

  @Field(() => String, { nullable: true, description: "Last day, YYYY-MM-DD (inclusive)" })
  @FilterDay()
  to?: string | null;
}
