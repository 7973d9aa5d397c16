import { InitialSchema1763780000000 } from "./1763780000000-initial-schema";
import { Broadcasts1795396800000 } from "./1795396800000-broadcasts";
import { PendingRegistrations1795500000000 } from "./1795500000000-pending-registrations";
import { PreferredLanguage1795600000000 } from "./1795600000000-preferred-language";
import { ApiKeys1795700000000 } from "./1795700000000-api-keys";
import { StatusChangeApiKey1795800000000 } from "./1795800000000-status-change-api-key";
import { KitchenStaff1796000000000 } from "./1796000000000-kitchen-staff";
import { Webhooks1796100000000 } from "./1796100000000-webhooks";
import { ApiKeyUsage1796200000000 } from "./1796200000000-api-key-usage";
import { Riders1796300000000 } from "./1796300000000-riders";
import { DeliveryAreas1796400000000 } from "./1796400000000-delivery-areas";
import { DeliveryChord1796500000000 } from "./1796500000000-delivery-chord";
import { DeliveryCells1796600000000 } from "./1796600000000-delivery-cells";
import { VerifyEmailLinks1796750000000 } from "./1796750000000-verify-email-links";
import { MenuOptions1796820000000 } from "./1796820000000-menu-options";
import { WeeklyOpeningHours1796810000000 } from "./1796810000000-weekly-opening-hours";
import { MenuItemWindows1796815000000 } from "./1796815000000-menu-item-windows";
import { FavouriteRestaurants1796816000000 } from "./1796816000000-favourite-restaurants";
import { Bill1796830000000 } from "./1796830000000-bill";
import { Coupons1796840000000 } from "./1796840000000-coupons";
import { Invoices1796850000000 } from "./1796850000000-invoices";
import { Reviews1796860000000 } from "./1796860000000-reviews";
import { ScheduledOrders1796870000000 } from "./1796870000000-scheduled-orders";
import { Pickup1796875000000 } from "./1796875000000-pickup";
import { OrderProblems1796880000000 } from "./1796880000000-order-problems";
import { MealReminders1796890000000 } from "./1796890000000-meal-reminders";
import { Ledger1796900000000 } from "./1796900000000-ledger";
import { StatementPayments1796910000000 } from "./1796910000000-statement-payments";
import { LedgerCounterCash1796920000000 } from "./1796920000000-ledger-counter-cash";
import { UpiAtDoor1796937000000 } from "./1796937000000-upi-at-door";
import { RiderPay1796943000000 } from "./1796943000000-rider-pay";
import { SealedSigningSecrets1796950000000 } from "./1796950000000-sealed-signing-secrets";
import { AuditTrail1796960000000 } from "./1796960000000-audit-trail";

/** Every migration, oldest first. */
export const migrations = [
  InitialSchema1763780000000,
  Broadcasts1795396800000,
  PendingRegistrations1795500000000,
  PreferredLanguage1795600000000,
  ApiKeys1795700000000,
  StatusChangeApiKey1795800000000,
  KitchenStaff1796000000000,
  Webhooks1796100000000,
  ApiKeyUsage1796200000000,
  Riders1796300000000,
  DeliveryAreas1796400000000,
  DeliveryChord1796500000000,
  DeliveryCells1796600000000,
  VerifyEmailLinks1796750000000,
  WeeklyOpeningHours1796810000000,
  MenuItemWindows1796815000000,
  FavouriteRestaurants1796816000000,
  MenuOptions1796820000000,
  Bill1796830000000,
  Coupons1796840000000,
  Invoices1796850000000,
  Reviews1796860000000,
  ScheduledOrders1796870000000,
  Pickup1796875000000,
  OrderProblems1796880000000,
  MealReminders1796890000000,
  Ledger1796900000000,
  StatementPayments1796910000000,
  LedgerCounterCash1796920000000,
  UpiAtDoor1796937000000,
  RiderPay1796943000000,
  SealedSigningSecrets1796950000000,
  AuditTrail1796960000000,
];
