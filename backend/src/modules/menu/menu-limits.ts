/**
 * The most dishes one restaurant's menu may hold. Far above any real menu (a large biryani house
 * lists 150), it bounds `Restaurant.menuItems`, which is not paged, and with it every cart and
 * order, whose lines are dishes of one menu. The query cost (graphql/query-cost.ts) counts a menu
 * as 100 dishes; the cap on an answer's size covers the rest.
 */
export const MAX_MENU_ITEMS = 500;
