import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { refuseWhileOffline } from "../../common/network/refuse-while-offline";
import { toast } from "../../common/toast/toast";
import { CartRemoveLineDocument, CartUpdateLineDocument, ShopCartFragment } from "./cart-documents";
import { CartSummaryFragment } from "./cart-summary";
import { withLineQuantity } from "./cart-totals";
import type { Fulfilment } from "../../gql/graphql";

export interface CartLineActions {
  setQuantity: (lineId: string, quantity: number) => Promise<void>;
  removeLine: (lineId: string) => Promise<void>;
  isBusy: (lineId: string) => boolean;
}

/**
 * Changing a line's quantity and removing a line, from the sheet or checkout, by the line's id (two
 * lines of one item with other choices change apart). The new lines and items total
 * show at once (an optimistic cart built by cart-totals.ts from the whole cart in the cache, in
 * the mutations' own shape, with the bill as it was: CartSummary greys what it cannot know yet)
 * and are replaced by the server's cart when it answers, with the bill to `addressId`
 * (checkout's chosen address; null on the sheet), then `onChanged` runs (checkout asks again
 * which coupons could apply: the items changed);
 * a failure rolls them back and says why. One change per line at a time, so two quick clicks can
 * never reach the server in the wrong order. Offline, a change is refused with a toast saying so.
 */
export function useCartLineActions(
  cartId: string | undefined,
  addressId: string | null,
  onChanged?: () => void,
  fulfilment?: Fulfilment,
): CartLineActions {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { cache } = useApolloClient();
  const [update] = useMutation(CartUpdateLineDocument);
  const [remove] = useMutation(CartRemoveLineDocument);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  }, [onChanged]);

  const track = useCallback(
    async (lineId: string, run: () => Promise<unknown>, done: string) => {
      if (refuseWhileOffline()) return;
      setBusyIds((ids) => new Set(ids).add(lineId));
      try {
        await run();
        toast.success(done);
        changed.current?.();
      } catch (error) {
        toast.error(errorText(error, t("cart.failed")));
      } finally {
        setBusyIds((ids) => {
          const next = new Set(ids);
          next.delete(lineId);
          return next;
        });
      }
    },
    [t, errorText],
  );

  /** The cart as it will be with this line's quantity (0: removed), or undefined if not cached with its bill. */
  const expected = useCallback(
    (lineId: string, quantity: number) => {
      if (cartId === undefined) return undefined;
      const from = { __typename: "Cart" as const, id: cartId };
      const current = cache.readFragment({ fragment: ShopCartFragment, fragmentName: "ShopCart_Cart", from });
      const summary = cache.readFragment({
        fragment: CartSummaryFragment,
        fragmentName: "CartSummary_Cart",
        from,
        variables: { addressId, fulfilment },
      });
      return current && summary ? withLineQuantity({ ...summary, ...current }, lineId, quantity) : undefined;
    },
    [addressId, cache, cartId, fulfilment],
  );

  const setQuantity = useCallback(
    (lineId: string, quantity: number) =>
      track(
        lineId,
        () => {
          const next = expected(lineId, quantity);
          return update({ variables: { lineId, quantity, addressId, fulfilment }, optimisticResponse: next && { updateCartLine: next } });
        },
        t("cartSheet.updated"),
      ),
    [addressId, expected, fulfilment, t, track, update],
  );

  const removeLine = useCallback(
    (lineId: string) =>
      track(
        lineId,
        () => {
          const next = expected(lineId, 0);
          return remove({ variables: { lineId, addressId, fulfilment }, optimisticResponse: next && { removeCartLine: next } });
        },
        t("cartSheet.deleted"),
      ),
    [addressId, expected, fulfilment, remove, t, track],
  );

  return { setQuantity, removeLine, isBusy: (lineId: string) => busyIds.has(lineId) };
}
