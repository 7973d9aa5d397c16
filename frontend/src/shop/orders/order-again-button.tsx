import { useMutation } from "@apollo/client/react";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { formatOrderNumber } from "../../common/formatters";
import { useErrorText } from "../../common/error-text";
import { refuseWhileOffline } from "../../common/network/refuse-while-offline";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import { ShopCartDocument } from "../cart/cart-documents";
import type { OrderStatus } from "../../gql/graphql";
import { canOrderAgain, orderAgainOutcome } from "./order-again";

/**
 * The answer's cart is one level deeper than a cart mutation's, too deep for the cart screens'
 * fragment within the depth limit (10): the header's cart (ShopCart) is asked again instead.
 */
const AccountReorderDocument = graphql(`
  mutation AccountReorder($orderId: ID!) {
    reorder(orderId: $orderId) {
      leftOut
      cart {
        id
        itemCount
      }
    }
  }
`);

const CHECKOUT_PATH = "/shop/checkout";

/**
 * 'Order Again' on a finished order of the customer's (delivered, cancelled, rejected): the
 * server replaces the cart with the order's lines at today's prices (reorder); then checkout,
 * with a toast naming what could not be added. When nothing could, the cart is as it was and
 * the toast says why.
 */
export function OrderAgainButton({ orderId, status, lineCount }: { orderId: string; status: OrderStatus; lineCount: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [reorder] = useMutation(AccountReorderDocument);
  const [busy, setBusy] = useState(false);
  if (!canOrderAgain(status)) return null;

  const orderAgain = async () => {
    if (busy || refuseWhileOffline()) return;
    setBusy(true);
    try {
      const { data } = await reorder({ variables: { orderId }, refetchQueries: [ShopCartDocument] });
      if (!data) return;
      // Each line of the order is either back in the cart or named in leftOut, once.
      const outcome = orderAgainOutcome(data.reorder.leftOut, data.reorder.leftOut.length < lineCount);
      if (outcome.notice) toast[outcome.notice.kind](t(outcome.notice.key), outcome.notice.details);
      if (outcome.toCheckout) void navigate(CHECKOUT_PATH);
    } catch (error) {
      toast.error(errorText(error, t("account.orderAgainFailed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      loading={busy}
      onClick={() => void orderAgain()}
      aria-label={t("account.orderAgainLabel", { number: formatOrderNumber(orderId) })}
    >
      {t("account.orderAgain")}
    </Button>
  );
}
