import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { Order } from "../orders/order.entity";
import type { InvoiceService } from "./invoice.service";
import { OrderInvoice } from "./invoice.types";

@Resolver(() => Order)
export class InvoiceResolver {
  constructor(private readonly invoices: InvoiceService) {}

  @Query(() => OrderInvoice, {
    description:
      "The invoice of a delivered order, for its printable page: its customer and staff (the customer's name and address to the customer and superadmins); INVOICE_NOT_ISSUED before delivery",
  })
  orderInvoice(@Ctx() ctx: RequestContext, @Arg("orderId", () => ID) orderId: string): Promise<OrderInvoice> {
    return this.invoices.orderInvoice(ctx, orderId);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The invoice's number (RUC/2026-27/000123), null until the order is delivered",
  })
  invoiceNumber(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<string | null> {
    return this.invoices.invoiceNumber(ctx, order);
  }
}
