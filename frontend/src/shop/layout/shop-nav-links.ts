import type { TFunction } from "i18next";

/** The shop's main navigation (docs/architecture.md#screens): header on wide screens, the menu sheet on small ones. */
export const shopNavLinks = (t: TFunction) => [
  { to: "/shop/home", label: t("shop.home") },
  { to: "/shop/listing", label: t("shop.restaurants") },
  { to: "/shop/contact", label: t("shop.contact") },
  { to: "/shop/feedback", label: t("shop.feedback") },
];

export const SHOP_ACCOUNT_PATH = "/shop/account";
export const SHOP_SEARCH_PATH = "/shop/search";
