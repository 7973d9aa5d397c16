import { isUUID } from "class-validator";
import type { DataSource } from "typeorm";
import { hasRole, requireUser } from "../../common/access";
import { AppError } from "../../common/errors";
import { paiseToRupees } from "../../common/money";
import type { RequestContext } from "../../common/request-context";
import { recipientLanguage } from "../../i18n/language";
import { textsIn } from "../../i18n/texts";
import { orderBillLines } from "../orders/order-bill";
import { ORDER_MESSAGES } from "../orders/order-messages";
import { Order } from "../orders/order.entity";
import { seesPersonalData } from "../orders/personal-data";
import { orderAddressOf } from "../orders/order-address";
import { invoiceFigures } from "./invoice-figures";
import type { Invoice } from "./invoice.entity";
import type { InvoiceCustomer, OrderInvoice } from "./invoice.types";

/** The SAC of restaurant services (food supplied with delivery): printed on every invoice. */
export const RESTAURANT_SERVICES_SAC = "996331";

export interface InvoiceServiceDeps {
  dataSource: DataSource;
}

const textsOf = (ctx: RequestContext) => textsIn(recipientLanguage(ctx.user?.preferredLanguage, ctx.requestLanguage)).invoice;

/**
 * Reading invoices (docs/architecture.md#invoices). An invoice is the customer's document and the
 * office's record: its customer reads it, and staff; the customer's name and address on it are
 * personal data, shown to its customer and superadmins only (admins get it without them), as the
 * order's details are. Other customers are told no such order exists; riders and API keys read none.
 */
export class InvoiceService {
  constructor(private readonly deps: InvoiceServiceDeps) {}

  /** The number of the order's invoice, null until it is delivered (read for a whole list in one statement). */
  async invoiceNumber(ctx: RequestContext, order: Order): Promise<string | null> {
    return (await ctx.loaders.invoiceByOrderId.load(order.id))?.number ?? null;
  }

  async orderInvoice(ctx: RequestContext, orderId: string): Promise<OrderInvoice> {
    if (ctx.apiKey) throw new AppError("FORBIDDEN", textsOf(ctx).notForApiKeys);
    const user = requireUser(ctx);
    if (user.role === "rider") throw new AppError("FORBIDDEN", textsOf(ctx).notForRiders);
    const order = isUUID(orderId) ? await this.deps.dataSource.getRepository(Order).findOneBy({ id: orderId }) : null;
    if (!order || (order.userId !== user.id && !hasRole(user, "ADMIN"))) throw new AppError("NOT_FOUND", ORDER_MESSAGES.notFound);
    const invoice = await ctx.loaders.invoiceByOrderId.load(order.id);
    if (!invoice) throw new AppError("INVOICE_NOT_ISSUED", textsOf(ctx).notIssued);
    const lines = await ctx.loaders.orderLinesByOrderId.load(order.id);
    const customer = seesPersonalData(user, order) ? await this.customerOf(ctx, order) : null;
    return documentOf(order, invoice, lines, customer);
  }

  /**
   * The recipient: the customer's name and the delivery address. A pickup has none: the supply
   * takes place at the restaurant (the seller's address), and the address fields are empty.
   */
  private async customerOf(ctx: RequestContext, order: Order): Promise<InvoiceCustomer> {
    const account = await ctx.loaders.userById.load(order.userId);
    const address = orderAddressOf(order);
    return { name: account?.userName ?? "", address: address?.address ?? "", city: address?.city ?? "", pincode: address?.pincode ?? "" };
  }
}

function documentOf(
  order: Order,
  invoice: Invoice,
  lines: Parameters<typeof invoiceFigures>[2],
  customer: InvoiceCustomer | null,
): OrderInvoice {
  const figures = invoiceFigures(invoice, orderBillLines(order), lines);
  return {
    orderId: order.id,
    shortId: order.shortId,
    kind: invoice.kind,
    number: invoice.number,
    financialYear: invoice.financialYear,
    issuedAt: invoice.issuedAt,
    placedAt: order.createdAt,
    restaurantName: order.restaurantName,
    fulfilment: order.fulfilment,
    sacCode: RESTAURANT_SERVICES_SAC,
    seller: { legalName: invoice.sellerLegalName, gstin: invoice.sellerGstin, address: invoice.sellerAddress },
    customer,
    lines: figures.lines.map((line) => ({
      name: line.name,
      options: line.options,
      quantity: line.quantity,
      unitPrice: paiseToRupees(line.unitPricePaise),
      value: paiseToRupees(line.valuePaise),
    })),
    itemsValue: paiseToRupees(figures.itemsPaise),
    discount: paiseToRupees(figures.discountPaise),
    deliveryFee: paiseToRupees(figures.deliveryFeePaise),
    taxableFood: paiseToRupees(figures.taxableFoodPaise),
    taxableDelivery: paiseToRupees(figures.taxableDeliveryPaise),
    taxableValue: paiseToRupees(figures.taxablePaise),
    taxes: figures.taxes.map((tax) => ({ ...tax, amount: paiseToRupees(tax.amountPaise) })),
    taxTotal: paiseToRupees(figures.taxPaise),
    pricesIncludeTax: invoice.pricesIncludeTax,
    invoiceValue: paiseToRupees(figures.invoiceValuePaise),
    tip: paiseToRupees(figures.tipPaise),
    total: paiseToRupees(figures.totalPaise),
  };
}
