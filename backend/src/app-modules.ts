import type { AppModule } from "./common/app-module";
import { addressesModule } from "./modules/addresses/addresses.module";
import { auditModule } from "./modules/audit/audit.module";
import { apiKeysModule } from "./modules/api-keys/api-keys.module";
import { authModule } from "./modules/auth/auth.module";
import { backupsModule } from "./modules/backups/backups.module";
import { bannersModule } from "./modules/banners/banners.module";
import { chargesModule } from "./modules/charges/charges.module";
import { cartModule } from "./modules/cart/cart.module";
import { couponsModule } from "./modules/coupons/coupons.module";
import { favouritesModule } from "./modules/favourites/favourites.module";
import { geoModule } from "./modules/geo/geo.module";
import { invoicesModule } from "./modules/invoices/invoices.module";
import { kitchenModule } from "./modules/kitchen/kitchen.module";
import { ledgerModule } from "./modules/ledger/ledger.module";
import { mealRemindersModule } from "./modules/meal-reminders/meal-reminders.module";
import { menuModule } from "./modules/menu/menu.module";
import { notificationsModule } from "./modules/notifications/notifications.module";
import { ordersModule } from "./modules/orders/orders.module";
import { restaurantsModule } from "./modules/restaurants/restaurants.module";
import { retentionModule } from "./modules/retention/retention.module";
import { reviewsModule } from "./modules/reviews/reviews.module";
import { ridersModule } from "./modules/riders/riders.module";
import { supportModule } from "./modules/support/support.module";
import { uploadsModule } from "./modules/uploads/uploads.module";
import { usersModule } from "./modules/users/users.module";
import { webhooksModule } from "./modules/webhooks/webhooks.module";

/**
 * Every module of the app, one line each (docs/architecture.md#modules). The order is the order
 * their services are built and started in: a module's factory may use the services of those
 * before it, and the modules extending the order process are asked in this order (riders, then
 * the kitchen, then the API keys; order-process.ts).
 */
export const appModules: readonly AppModule[] = [
  retentionModule,
  auditModule,
  usersModule,
  uploadsModule,
  geoModule,
  chargesModule,
  restaurantsModule,
  menuModule,
  favouritesModule,
  cartModule,
  addressesModule,
  authModule,
  bannersModule,
  ordersModule,
  ridersModule,
  invoicesModule,
  ledgerModule,
  kitchenModule,
  apiKeysModule,
  couponsModule,
  notificationsModule,
  supportModule,
  mealRemindersModule,
  webhooksModule,
  reviewsModule,
  backupsModule,
];
