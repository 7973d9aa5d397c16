import { In } from "typeorm";
import { resolver, type AppModule } from "../../common/app-module";
import { keyedBy, type KeyedLoader } from "../../db/data-loaders";
import { CommissionResolver } from "./commission.resolver";
import { CommissionService } from "./commission.service";
import { LedgerEntry } from "./ledger-entry.entity";
import { LedgerCorrectionService } from "./ledger-correction.service";
import { ledgerErrorCodes } from "./ledger.errors";
import { ledgerOrderProcess } from "./ledger-order-process";
import { LedgerResolver } from "./ledger.resolver";
import { LedgerService } from "./ledger.service";
import { RestaurantCommission } from "./restaurant-commission.entity";
import { RiderEarningsResolver } from "./rider-earnings.resolver";
import { RiderEarningsService } from "./rider-earnings.service";
import { RiderPayment } from "./rider-payment.entity";
import { StatementPayment } from "./statement-payment.entity";
import { StatementCorrectionsResolver } from "./statement-corrections.resolver";
import { StatementResolver } from "./statement.resolver";
import { StatementService } from "./statement.service";

declare module "../../common/app-module" {
  interface AppServices {
    ledger: LedgerService;
    ledgerCorrections: LedgerCorrectionService;
    statements: StatementService;
    commissions: CommissionService;
    riderEarnings: RiderEarningsService;
  }
  interface AppLoaders {
    /** Restaurant.commissionPercent for a whole list, one statement per batch. */
    restaurantCommission: KeyedLoader<RestaurantCommission>;
  }
}

/**
 * The books (docs/money.md): every money movement of a delivered order is an entry, written by
 * this module's part of the order process in the delivery's transaction, after the riders' (whose
 * checks of the cash at the door come first) and the invoices'; restaurants' weekly statements
 * are read from them.
 */
export const ledgerModule: AppModule = {
  name: "ledger",
  entities: [LedgerEntry, RestaurantCommission, StatementPayment, RiderPayment],
  errorCodes: ledgerErrorCodes,
  services: (deps, { orders, charges, audit }) => {
    orders.extend(ledgerOrderProcess(charges));
    return {
      ledger: new LedgerService(deps),
      ledgerCorrections: new LedgerCorrectionService({ ...deps, audit }),
      statements: new StatementService({ ...deps, audit }),
      commissions: new CommissionService({ ...deps, charges, audit }),
      riderEarnings: new RiderEarningsService({ ...deps, audit }),
    };
  },
  resolvers: [
    resolver(StatementResolver, (services) => new StatementResolver(services.statements)),
    resolver(StatementCorrectionsResolver, (services) => new StatementCorrectionsResolver(services.statements)),
    resolver(CommissionResolver, (services) => new CommissionResolver(services.commissions)),
    resolver(RiderEarningsResolver, (services) => new RiderEarningsResolver(services.riderEarnings)),
    resolver(LedgerResolver, (services) => new LedgerResolver(services.ledger, services.ledgerCorrections)),
  ],
  loaders: (dataSource) => ({
    restaurantCommission: keyedBy(
      (restaurantIds) => dataSource.getRepository(RestaurantCommission).findBy({ restaurantId: In(restaurantIds) }),
      (row) => row.restaurantId,
    ),
  }),
};
