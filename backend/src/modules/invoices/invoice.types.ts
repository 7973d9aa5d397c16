import { Field, Float, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import type { InvoiceSupply, InvoiceTaxName } from "./invoice-figures";
import type { InvoiceKind } from "./invoice-series";
import { FulfilmentEnum, type Fulfilment } from "../cart/fulfilment";

export const InvoiceKindEnum = { TAX_INVOICE: "TAX_INVOICE", BILL_OF_SUPPLY: "BILL_OF_SUPPLY" } as const satisfies Record<
  InvoiceKind,
  InvoiceKind
>;
registerEnumType(InvoiceKindEnum, {
  name: "InvoiceKind",
  description: "TAX_INVOICE when the seller had a GSTIN at the delivery, else BILL_OF_SUPPLY (no tax)",
});

export const InvoiceTaxNameEnum = { CGST: "CGST", SGST: "SGST" } as const satisfies Record<InvoiceTaxName, InvoiceTaxName>;
registerEnumType(InvoiceTaxNameEnum, { name: "InvoiceTaxName" });

export const InvoiceSupplyEnum = { FOOD: "FOOD", DELIVERY: "DELIVERY" } as const satisfies Record<InvoiceSupply, InvoiceSupply>;
registerEnumType(InvoiceSupplyEnum, {
  name: "InvoiceSupply",
  description: "What a tax is on: the food (after any discount) or the delivery fee",
});

@ObjectType("InvoiceSeller", { description: "The seller as the tax settings named it when the invoice was issued" })
export class InvoiceSeller {
  @Field(() => String)
  legalName!: string;

  @Field(() => String, { nullable: true, description: "Null on a bill of supply" })
  gstin!: string | null;

  @Field(() => String)
  address!: string;
}

@ObjectType("InvoiceCustomer", { description: "The recipient: the customer's name and the delivery address" })
export class InvoiceCustomer {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  address!: string;

  @Field(() => String)
  city!: string;

  @Field(() => String)
  pincode!: string;
}

@ObjectType("InvoiceLine", { description: "One line of the order, at the price it was placed at (rupees)" })
export class InvoiceLine {
  @Field(() => String)
  name!: string;

  @Field(() => [String], { description: 'The choices made ("Full", "Egg")' })
  options!: string[];

  @Field(() => Int)
  quantity!: number;

  @Field(() => Float)
  unitPrice!: number;

  @Field(() => Float, { description: "quantity × unitPrice, before any discount" })
  value!: number;
}

@ObjectType("InvoiceTax", { description: "One CGST or SGST line, from the order's bill (rupees)" })
export class InvoiceTax {
  @Field(() => InvoiceTaxNameEnum)
  tax!: InvoiceTaxName;

  @Field(() => InvoiceSupplyEnum)
  supply!: InvoiceSupply;

  @Field(() => Float, { description: "The half rate in percent: 2.5 of 5%" })
  ratePercent!: number;

  @Field(() => Float)
  amount!: number;
}

@ObjectType("OrderInvoice", {
  description: "The tax invoice (or bill of supply) of a delivered order, as its printable page shows it; amounts in rupees",
})
export class OrderInvoice {
  @Field(() => ID)
  orderId!: string;

  @Field(() => String, { description: "The order's #ID" })
  shortId!: string;

  @Field(() => InvoiceKindEnum)
  kind!: InvoiceKind;

  @Field(() => String, { description: "RUC/2026-27/000123 (a bill of supply: RUC-BOS/…)" })
  number!: string;

  @Field(() => String, { description: "The Indian financial year of the delivery: 2026-27" })
  financialYear!: string;

  @Field(() => Date, { description: "When the order was delivered and the invoice issued" })
  issuedAt!: Date;

  @Field(() => Date, { description: "When the order was placed" })
  placedAt!: Date;

  @Field(() => String)
  restaurantName!: string;

  @Field(() => FulfilmentEnum, {
    description: "PICKUP: collected at the restaurant, the place of supply is the seller's address and the customer has no address here",
  })
  fulfilment!: Fulfilment;

  @Field(() => String, { description: "The SAC of restaurant services: 996331" })
  sacCode!: string;

  @Field(() => InvoiceSeller)
  seller!: InvoiceSeller;

  @Field(() => InvoiceCustomer, {
    nullable: true,
    description: "The customer's name and address: the customer and superadmins; null for admins (personal data)",
  })
  customer!: InvoiceCustomer | null;

  @Field(() => [InvoiceLine], { description: "At most the order's lines (99 per order)" })
  lines!: InvoiceLine[];

  @Field(() => Float)
  itemsValue!: number;

  @Field(() => Float, { description: "Taken off the food (positive)" })
  discount!: number;

  @Field(() => Float)
  deliveryFee!: number;

  @Field(() => Float, { description: "The food after the discount, without tax" })
  taxableFood!: number;

  @Field(() => Float, { description: "The delivery fee without tax" })
  taxableDelivery!: number;

  @Field(() => Float, { description: "taxableFood + taxableDelivery" })
  taxableValue!: number;

  @Field(() => [InvoiceTax], { description: "CGST and SGST on the food and on the delivery; none on a bill of supply" })
  taxes!: InvoiceTax[];

  @Field(() => Float)
  taxTotal!: number;

  @Field(() => Boolean, { description: "The prices included the tax: the taxes are inside the amounts, not added to them" })
  pricesIncludeTax!: boolean;

  @Field(() => Float, { description: "taxableValue + taxTotal: the invoice's value" })
  invoiceValue!: number;

  @Field(() => Float, { description: "The rider's tip: collected with the order, not taxable, outside the invoice's value" })
  tip!: number;

  @Field(() => Float, { description: "What the customer paid: invoiceValue + tip (Order.total)" })
  total!: number;
}
