import type { AppModule } from "../../common/app-module";
import { LedgerEntry } from "./ledger-entry.entity";
import { ledgerOrderProcess } from "./ledger-order-process";
import { LedgerService } from "./ledger.service";
import { RestaurantCommission } from "./restaurant-commission.entity";

declare module "../../common/app-module" {
  interface AppServices {
    ledger: LedgerService;
  }
}

/**
 * The books (docs/money.md): every money movement of a delivered order is an entry, written by
 * this module's part of the order process in the delivery's transaction, after the riders' (whose
 * checks of the cash at the door come first) and the invoices'.
 */
export const ledgerModule: AppModule = {
  name: "ledger",
  entities: [LedgerEntry, RestaurantCommission],
  services: (deps, { orders, charges }) => {
    orders.extend(ledgerOrderProcess(charges));
    return { ledger: new LedgerService(deps) };
  },
};
