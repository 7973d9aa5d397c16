import { In } from "typeorm";
import { resolver, type AppModule } from "../../common/app-module";
import { keyedBy, type KeyedLoader } from "../../db/data-loaders";
import { runSql } from "../../db/sql-query";
import { CashHandover } from "./cash-handover.entity";
import { DeliveryPosition } from "./delivery-position.entity";
import { DeliveryViewService } from "./delivery-view.service";
import { OrderDeliveryFieldsResolver } from "./order-delivery-fields.resolver";
import { requireRider } from "./rider-access";
import { RiderCashResolver } from "./rider-cash.resolver";
import { RiderCashService } from "./rider-cash.service";
import { publishRiderUpdates } from "./rider-live";
import { riderOrderProcess } from "./rider-order-process";
import { RiderProfile } from "./rider-profile.entity";
import { riderRowsSql, type RiderRow } from "./rider-sql";
import { RiderResolver } from "./rider.resolver";
import { RiderService } from "./rider.service";
import { ridersErrorCodes } from "./riders.errors";
import { UpiCollectionResolver } from "./upi-collection.resolver";
import { UpiCollectionService } from "./upi-collection.service";

declare module "../../common/app-module" {
  interface AppServices {
    riders: RiderService;
    riderCash: RiderCashService;
    upiCollections: UpiCollectionService;
    deliveryView: DeliveryViewService;
  }
  interface AppLoaders {
    /** Riders with their shift, cash in hand and open deliveries (Order.rider), one statement per batch. */
    riderRowById: KeyedLoader<RiderRow>;
    /** The rider's last position per order out for delivery (Order.riderPosition). */
    deliveryPositionByOrderId: KeyedLoader<DeliveryPosition>;
  }
}

/** Extends the order process (rider-order-process.ts): asked before the kitchen's part, so it comes before it in the list. */
export const ridersModule: AppModule = {
  name: "riders",
  entities: [RiderProfile, CashHandover, DeliveryPosition],
  errorCodes: ridersErrorCodes,
  services: (deps, { orders, charges, audit }) => {
    orders.extend(riderOrderProcess);
    return {
      riders: new RiderService({ ...deps, orders, charges, audit }),
      riderCash: new RiderCashService({ ...deps, audit }),
      upiCollections: new UpiCollectionService({ ...deps, audit }),
      deliveryView: new DeliveryViewService(),
    };
  },
  resolvers: [
    resolver(RiderResolver, (services) => new RiderResolver(services.riders)),
    resolver(RiderCashResolver, (services) => new RiderCashResolver(services.riderCash)),
    resolver(UpiCollectionResolver, (services) => new UpiCollectionResolver(services.upiCollections)),
    resolver(OrderDeliveryFieldsResolver, (services) => new OrderDeliveryFieldsResolver(services.riders, services.deliveryView)),
  ],
  roles: {
    RIDER: (context) => {
      requireRider(context);
    },
  },
  loaders: (dataSource) => ({
    riderRowById: keyedBy(
      (ids) => runSql<RiderRow>(dataSource, riderRowsSql({ ids })),
      (row) => row.id,
    ),
    deliveryPositionByOrderId: keyedBy(
      (orderIds) => dataSource.getRepository(DeliveryPosition).findBy({ orderId: In(orderIds) }),
      (row) => row.orderId,
    ),
  }),
  start: ({ riders }, { events }) => riders.onLiveUpdate(publishRiderUpdates(events)),
};
