import { useMutation } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../common/graphql-errors";
import { toast } from "../../common/toast/toast";
import { CartRemoveItemDocument, CartUpdateItemDocument, type ShopCart } from "./cart-documents";
import { withLineQuantity } from "./cart-totals";

/**
 * Changing a line's quantity and removing a line, from the sheet or checkout. The new figures
 * show at once (an optimistic Cart built by cart-totals.ts) and are replaced by the server's
 * Cart when it answers; a failure rolls them back and says why. One change per line at a time,
 * so two quick clicks can never reach the server in the wrong order.
 */
export function useCartLineActions(cart: ShopCart | undefined) {
  const { t } = useTranslation();
  const [update] = useMutation(CartUpdateItemDocument);
  const [remove] = useMutation(CartRemoveItemDocument);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const track = useCallback(async (menuItemId: string, run: () => Promise<unknown>, done: string) => {
    setBusyIds((ids) => new Set(ids).add(menuItemId));
    try {
      await run();
      toast.success(done);
    } catch (error) {
      toast.error(serverMessage(error) ?? t("cart.failed"));
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(menuItemId);
        return next;
      });
    }
  }, [t]);

  const setQuantity = useCallback(
    (menuItemId: string, quantity: number) =>
      track(
        menuItemId,
        () =>
          update({
            variables: { menuItemId, quantity },
            optimisticResponse: cart ? { updateCartItem: withLineQuantity(cart, menuItemId, quantity) } : undefined,
          }),
        t("cart.updated"),
      ),
    [cart, t, track, update],
  );

  const removeLine = useCallback(
    (menuItemId: string) =>
      track(
        menuItemId,
        () =>
          remove({
            variables: { menuItemId },
            optimisticResponse: cart ? { removeFromCart: withLineQuantity(cart, menuItemId, 0) } : undefined,
          }),
        t("cart.deleted"),
      ),
    [cart, remove, t, track],
  );

  return { setQuantity, removeLine, isBusy: (menuItemId: string) => busyIds.has(menuItemId) };
}
