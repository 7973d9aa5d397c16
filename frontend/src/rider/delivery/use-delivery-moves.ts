import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { formatRupees } from "../../common/formatters";
import { errorCode, fieldErrors } from "../../common/graphql-errors";
import { toast } from "../../common/toast/toast";
import {
  RiderMarkDeliveredDocument,
  RiderMarkDeliveryFailedDocument,
  RiderMarkPaidByUpiDocument,
  RiderMarkPickedUpDocument,
} from "./delivery-documents";

/** What a move needs of its order. */
export interface MovedOrder {
  id: string;
  shortId: string;
}

/**
 * How a move ended: done; refused for what was typed (`field`, the dialog says what is wrong);
 * stale (the order moved on or is no longer this rider's: the dialog closes, the page refetches);
 * or failed (said in a toast, the dialog stays for another try).
 */
export type MoveResult = { kind: "done" } | { kind: "badInput"; field: string } | { kind: "stale" } | { kind: "failed" };

/** Codes that mean the page shows an order as it no longer is. */
const STALE_CODES = new Set(["INVALID_STATUS_TRANSITION", "NOT_ASSIGNED_RIDER", "FORBIDDEN", "NOT_FOUND", "DELIVERY_NOT_ACTIVE"]);

/**
 * The rider's moves of an order: picked up, delivered (with the cash collected, or paid by UPI with its reference), couldn't
 * deliver (with a reason). Each is confirmed with a toast; a refusal shows the client's own text
 * for its code, never the server's words. `onChanged` asks for the page's data again after each
 * move and after a refusal that means the page is out of date.
 */
export function useDeliveryMoves(onChanged: () => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [markPickedUp] = useMutation(RiderMarkPickedUpDocument);
  const [markDelivered] = useMutation(RiderMarkDeliveredDocument);
  const [markDeliveryFailed] = useMutation(RiderMarkDeliveryFailedDocument);
  const [markPaidByUpi] = useMutation(RiderMarkPaidByUpiDocument);

  async function run(order: MovedOrder, move: () => Promise<string>, typedFields: readonly string[] = []): Promise<MoveResult> {
    setPendingId(order.id);
    try {
      toast.success(await move());
      onChanged();
      return { kind: "done" };
    } catch (error) {
      const code = errorCode(error);
      // A refusal of what was typed names its field; a UPI reference's has its own code.
      const typed =
        code === "BAD_USER_INPUT" || code === "INVALID_UPI_REFERENCE"
          ? fieldErrors(error).find((entry) => typedFields.includes(entry.field))
          : undefined;
      if (typed) return { kind: "badInput", field: typed.field };
      // The page asks for the order again by itself, so "moved on" rather than the catalogue's "reload".
      if (code === "INVALID_STATUS_TRANSITION") toast.info(t("rider.toasts.movedOn"));
      else toast.error(errorText(error, t("rider.toasts.actionFailed")));
      if (code !== null && STALE_CODES.has(code)) {
        onChanged();
        return { kind: "stale" };
      }
      return { kind: "failed" };
    } finally {
      setPendingId(null);
    }
  }

  return {
    pendingId,
    pickUp: (order: MovedOrder) =>
      run(order, async () => {
        await markPickedUp({ variables: { orderId: order.id } });
        return t("rider.toasts.pickedUp", { number: order.shortId });
      }),
    deliver: (order: MovedOrder, cashCollected: number, note: string | null) =>
      run(order, async () => {
        const { data } = await markDelivered({ variables: { orderId: order.id, cashCollected, note } });
        const collected = data?.markDelivered.cashCollected ?? cashCollected;
        return t("rider.toasts.delivered", { number: order.shortId, amount: formatRupees(collected) });
      }, ["cashCollected", "note"]),
    deliverByUpi: (order: MovedOrder & { total: number }, upiReference: string) =>
      run(order, async () => {
        await markPaidByUpi({ variables: { orderId: order.id, upiReference } });
        return t("rider.toasts.deliveredByUpi", { number: order.shortId, amount: formatRupees(order.total) });
      }, ["upiReference"]),
    fail: (order: MovedOrder, reason: string) =>
      run(order, async () => {
        await markDeliveryFailed({ variables: { orderId: order.id, reason } });
        return t("rider.toasts.failed", { number: order.shortId });
      }, ["reason"]),
  };
}
