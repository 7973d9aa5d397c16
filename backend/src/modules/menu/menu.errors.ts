/** The menu's refusals (menu.service.ts). Their HTTP statuses, for the REST adapter (rest/envelope.ts). */
export const menuErrorCodes = {
  /** A restaurant's menu already holds as many dishes as one may (menu-limits.ts). */
  MENU_ITEM_LIMIT_REACHED: 409,
  /**
   * The item is served at other hours of the day (availability-window.ts): adding it, or ordering
   * a cart holding it; extensions carry menuItemId(s) and availableFrom (HH:MM in India).
   */
  ITEM_NOT_AVAILABLE_NOW: 409,
} as const;

declare module "../../common/errors" {
  interface ModuleErrorCodes {
    menu: typeof menuErrorCodes;
  }
}
