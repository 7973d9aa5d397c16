import { Field, Float, ObjectType, registerEnumType } from "type-graphql";
import { paiseToRupees } from "../../common/money";
import type { RequestContext } from "../../common/request-context";
import { DEFAULT_LANGUAGE } from "../../i18n/language";
import { billLabel, type BillLineKind, type BillLineSnapshot } from "./bill";

export const BillLineKindEnum = {
  ITEMS: "ITEMS",
  DELIVERY_FEE: "DELIVERY_FEE",
  DISCOUNT: "DISCOUNT",
  TAX: "TAX",
  TIP: "TIP",
} as const satisfies Record<BillLineKind, BillLineKind>;
registerEnumType(BillLineKindEnum, { name: "BillLineKind", description: "What a bill line charges (or, DISCOUNT, takes off)" });

@ObjectType("BillLine", { description: "One line of a bill, in rupees; a discount is negative" })
export class BillLineView {
  @Field(() => BillLineKindEnum)
  kind!: BillLineKind;

  @Field(() => String, { description: "In the caller's language (Accept-Language)" })
  label!: string;

  @Field(() => Float)
  amount!: number;
}

@ObjectType("Bill", { description: "What the customer pays, line by line, computed by the server (docs: README, the bill)" })
export class BillView {
  @Field(() => [BillLineView], { description: "Items, delivery fee, discount, tax, tip, in this order; none for an empty cart" })
  lines!: BillLineView[];

  @Field(() => Float, { description: "The sum of the lines" })
  total!: number;
}

/** The bill in rupees, its labels in the caller's language. */
export function billView(ctx: Pick<RequestContext, "requestLanguage">, lines: readonly BillLineSnapshot[]): BillView {
  const language = ctx.requestLanguage ?? DEFAULT_LANGUAGE;
  return {
    lines: lines.map((line) => ({ kind: line.kind, label: billLabel(line, language), amount: paiseToRupees(line.amountPaise) })),
    total: paiseToRupees(lines.reduce((sum, line) => sum + line.amountPaise, 0)),
  };
}
