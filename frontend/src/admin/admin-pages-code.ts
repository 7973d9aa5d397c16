import type { ComponentType } from "react";

/**
 * The admin panel's pages by their module (src/routes.ts), each its own chunk. The route table's
 * code map (src/routes-code.ts) reaches them through this file, itself a chunk of its own, so the
 * app's entry, which every page a person lands on downloads first, carries one entry for the
 * panel instead of every page's file names and preload lists (the shop's pages' budget, README
 * "Storefront budgets"). The cost is one small extra download the first time the panel opens.
 */
export const ADMIN_PAGES = {
  "admin/dashboard/dashboard-page.tsx": () => import("./dashboard/dashboard-page").then((m) => m.DashboardPage),
  "admin/orders/orders-page.tsx": () => import("./orders/orders-page").then((m) => m.OrdersPage),
  "admin/users/users-page.tsx": () => import("./users/users-page").then((m) => m.UsersPage),
  "admin/restaurants/restaurants-page.tsx": () => import("./restaurants/restaurants-page").then((m) => m.RestaurantsPage),
  "admin/menu/restaurant-menu-page.tsx": () => import("./menu/restaurant-menu-page").then((m) => m.RestaurantMenuPage),
  "admin/banners/features-page.tsx": () => import("./banners/features-page").then((m) => m.FeaturesPage),
  "admin/notifications/notifications-page.tsx": () => import("./notifications/notifications-page").then((m) => m.NotificationsPage),
  "admin/api-keys/api-keys-page.tsx": () => import("./api-keys/api-keys-page").then((m) => m.ApiKeysPage),
  "admin/webhooks/webhooks-page.tsx": () => import("./webhooks/webhooks-page").then((m) => m.WebhooksPage),
  "admin/cash/cash-page.tsx": () => import("./cash/cash-page").then((m) => m.CashPage),
  "admin/offers/offers-page.tsx": () => import("./offers/offers-page").then((m) => m.OffersPage),
  "admin/charges/charges-page.tsx": () => import("./charges/charges-page").then((m) => m.ChargesPage),
  "admin/help/help-page.tsx": () => import("./help/help-page").then((m) => m.HelpPage),
  "admin/payouts/payouts-page.tsx": () => import("./payouts/payouts-page").then((m) => m.PayoutsPage),
  "admin/audit/audit-page.tsx": () => import("./audit/audit-page").then((m) => m.AuditPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type AdminPageModule = keyof typeof ADMIN_PAGES;
