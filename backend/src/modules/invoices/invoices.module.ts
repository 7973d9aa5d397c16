import { In } from "typeorm";
import { resolver, type AppModule } from "../../common/app-module";
import { keyedBy, type KeyedLoader } from "../../db/data-loaders";
import { InvoiceCounter } from "./invoice-counter.entity";
import { invoiceOrderProcess } from "./invoice-order-process";
import { Invoice } from "./invoice.entity";
import { InvoiceResolver } from "./invoice.resolver";
import { InvoiceService } from "./invoice.service";
import { invoicesErrorCodes } from "./invoices.errors";

declare module "../../common/app-module" {
  interface AppServices {
    invoices: InvoiceService;
  }
  interface AppLoaders {
    /** Order.invoiceNumber for a whole list, one statement per batch. */
    invoiceByOrderId: KeyedLoader<Invoice>;
  }
}

/**
 * Tax invoices (docs/architecture.md#invoices): a delivered order's invoice is issued in the
 * delivery's transaction by this module's part of the order process, after the riders' (whose
 * checks of the cash at the door come first).
 */
export const invoicesModule: AppModule = {
  name: "invoices",
  entities: [Invoice, InvoiceCounter],
  errorCodes: invoicesErrorCodes,
  services: (deps, { orders, charges }) => {
    orders.extend(invoiceOrderProcess(charges));
    return { invoices: new InvoiceService(deps) };
  },
  resolvers: [resolver(InvoiceResolver, (services) => new InvoiceResolver(services.invoices))],
  loaders: (dataSource) => ({
    invoiceByOrderId: keyedBy(
      (orderIds) => dataSource.getRepository(Invoice).findBy({ orderId: In(orderIds) }),
      (row) => row.orderId,
    ),
  }),
};
