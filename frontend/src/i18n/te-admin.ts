import { adminAntd } from "./te/admin-antd";
import { staffApiErrors } from "./te/staff-errors";
import { adminFrame } from "./te/admin-frame";
import { adminApiKeys } from "./te/admin-api-keys";
import { adminCatalogue } from "./te/admin-catalogue";
import { adminNotifications } from "./te/admin-notifications";
import { adminStaff } from "./te/admin-staff";
import { adminOps } from "./te/admin-ops";
import { adminWebhooks } from "./te/admin-webhooks";
import { adminRiders } from "./te/admin-riders";
import { adminMenuOptions } from "./te/admin-menu-options";
import { adminOffers } from "./te/admin-offers";
import { adminCharges } from "./te/admin-charges";
import { staffReviews } from "./te/staff-reviews";
import { adminHelp } from "./te/admin-help";
import { adminPayouts } from "./te/admin-payouts";
import { statements } from "./te/statements";
import { adminAudit } from "./te/admin-audit";
import type { AdminCatalogue } from "./en-admin";

/**
 * The admin panel's pages in Telugu, the counterpart of `enAdmin`: its own chunk, loaded with the
 * admin layout only when the panel is shown in Telugu. The panel's frame (`admin.*`) lives in te.ts.
 */
export const teAdmin: AdminCatalogue = {
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
};
