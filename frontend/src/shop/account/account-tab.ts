/** The account page's tabs, mirrored in the URL (`?tab=address`, `?tab=favourites`) so a reload keeps the tab. */
export const ACCOUNT_TABS = ["orders", "address", "favourites"] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The tab a `tab` query parameter names; Orders (the default) for anything else. */
export function accountTabFromParam(value: string | null): AccountTab {
  return ACCOUNT_TABS.find((tab) => tab === value) ?? "orders";
}

/** The query string showing a tab. Orders is the default, so it is left out; paging belongs to Orders only. */
export function withAccountTab(params: URLSearchParams, tab: AccountTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === "orders") next.delete("tab");
  else next.set("tab", tab);
  if (tab !== "orders") next.delete("page");
  return next;
}
