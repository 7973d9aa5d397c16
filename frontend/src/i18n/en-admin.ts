import { adminAntd } from "./en/admin-antd";
import { staffApiErrors } from "./en/staff-errors";
import { adminFrame } from "./en/admin-frame";
import { adminApiKeys } from "./en/admin-api-keys";
import { adminCatalogue } from "./en/admin-catalogue";
import { adminNotifications } from "./en/admin-notifications";
import { adminStaff } from "./en/admin-staff";
import { adminOps } from "./en/admin-ops";
import { adminWebhooks } from "./en/admin-webhooks";
import { adminRiders } from "./en/admin-riders";
import { adminMenuOptions } from "./en/admin-menu-options";
import { adminOffers } from "./en/admin-offers";
import { adminCharges } from "./en/admin-charges";
import { staffReviews } from "./en/staff-reviews";
import { adminHelp } from "./en/admin-help";
import { adminPayouts } from "./en/admin-payouts";
import { statements } from "./en/statements";
import { adminAudit } from "./en/admin-audit";
import type { Widen } from "./en";

/**
 * The admin panel's pages in English (restaurants, menus, banners, orders, users, the dashboard
 * ...). Only staff see them, so they are a chunk of their own that the admin layout loads
 * (`loadCatalogue("admin")`) with its frame (`admin.*`: navigation, role names); the shop's pages
 * never download them.
 */
export const enAdmin = {
  apiErrors: staffApiErrors,
  language: adminAntd,
  admin: adminFrame,
  adminCatalogue,
  adminOps,
  adminNotifications,
  adminApiKeys,
  adminStaff,
  adminWebhooks,
  adminRiders,
  adminMenuOptions,
  adminOffers,
  adminCharges,
  staffReviews,
  adminHelp,
  adminPayouts,
  statements,
  adminAudit,
} as const;

/** The shape every language's admin catalogue has. */
export type AdminCatalogue = Widen<typeof enAdmin>;
