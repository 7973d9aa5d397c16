import type { TFunction } from "i18next";
import { formatRupees } from "../../common/formatters";

/**
 * Why the cart cannot be ordered now (restaurant closed, below the restaurant's minimum order,
 * an item unavailable), or null when it can (or is empty): the sheet and checkout show it by
 * their disabled buttons.
 */
export function checkoutBlocker(
  cart: {
    canCheckout: boolean;
    itemCount: number;
    itemsTotal: number;
    minimumOrderShortfall?: number | null;
    restaurantIsOpenNow?: boolean | null;
    restaurantName?: string | null;
  },
  t: TFunction,
): string | null {
  if (cart.canCheckout || cart.itemCount === 0) return null;
  if (cart.restaurantIsOpenNow === false) return t("cartSheet.restaurantClosed", { restaurant: cart.restaurantName ?? "" });
  if (typeof cart.minimumOrderShortfall === "number" && cart.minimumOrderShortfall > 0) {
    return t("cartSheet.minimumOrderShortfall", {
      missing: formatRupees(cart.minimumOrderShortfall),
      minimum: formatRupees(cart.itemsTotal + cart.minimumOrderShortfall),
    });
  }
  return t("cartSheet.itemsUnavailable");
}
