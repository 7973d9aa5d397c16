import { useMutation } from "@apollo/client/react";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { errorCode } from "../../common/graphql-errors";
import { refuseWhileOffline } from "../../common/network/refuse-while-offline";
import { toast } from "../../common/toast/toast";
import { CartAddToCartDocument } from "./cart-documents";

/**
 * Adds one unit of a menu item to the signed-in customer's cart (docs/architecture.md#forms: quantity 1 per click).
 * The answer is the cart with its screens' fragment (ShopCart_Cart), so the header badge and the
 * sheet update from the cache. The one-restaurant rule (docs/architecture.md#cart): on CART_RESTAURANT_CONFLICT it asks whether
 * to start a new cart and, if so, adds again with replaceCart. The prompt (antd) is imported only
 * then, so menu and search pages stay free of antd. Offline, it says so instead of trying.
 */
interface AddedItem {
  id: string;
  name: string;
  optionIds?: readonly string[];
}

export function useAddToCart(): {
  /** True once the item is in the cart; optionIds are the choices of an item with option groups. */
  addToCart: (item: AddedItem) => Promise<boolean>;
  pendingItemId: string | null;
} {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [mutate] = useMutation(CartAddToCartDocument);
  const [pendingItemId, setPendingItemId] = useState<string | null>(null);
  // A second click while one add is in flight is ignored rather than queued.
  const busy = useRef(false);

  const addToCart = useCallback(
    async (item: AddedItem) => {
      if (busy.current || refuseWhileOffline()) return false;
      busy.current = true;
      setPendingItemId(item.id);
      const optionIds = [...(item.optionIds ?? [])];
      const add = (replaceCart: boolean) => mutate({ variables: { menuItemId: item.id, replaceCart, optionIds } });
      try {
        try {
          await add(false);
        } catch (error) {
          if (errorCode(error) !== "CART_RESTAURANT_CONFLICT") throw error;
          const { askToReplaceCart } = await import("./cart-conflict-prompt");
          const replace = await askToReplaceCart({
            title: t("cart.conflictTitle"),
            content: errorText(error, t("cart.conflictText")),
            okText: t("cart.conflictConfirm"),
            cancelText: t("cart.conflictCancel"),
          });
          if (!replace) return false;
          await add(true);
        }
        toast.success(t("cart.added"));
        return true;
      } catch (error) {
        toast.error(errorText(error, t("cart.failed")));
        return false;
      } finally {
        busy.current = false;
        setPendingItemId(null);
      }
    },
    [mutate, t, errorText],
  );

  return { addToCart, pendingItemId };
}
