import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { formatTime } from "../../common/formatters";
import { errorCode, fieldErrors } from "../../common/graphql-errors";
import { toast } from "../../common/toast/toast";
import {
  KitchenAcceptOrderDocument,
  KitchenMarkCollectedDocument,
  KitchenMarkReadyDocument,
  KitchenRejectOrderDocument,
  KitchenStartPreparingDocument,
} from "./board-documents";
import type { KitchenOrder } from "./order-card";

/** How a move ended: done, refused for what was typed (the dialog shows it), or failed (said in a toast). */
export type MoveResult = "done" | "badInput" | "failed";

/**
 * The kitchen's moves of an order. Each answers with the order's card fields, so the card moves
 * to its next column through the cache. A move someone else made first (another tablet, an
 * admin) answers INVALID_STATUS_TRANSITION: the board says the order has moved on and fetches
 * the list again; lost access or a vanished order fetch it again too (the board then shows why).
 */
export function useOrderMoves(onStale: () => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [acceptOrder] = useMutation(KitchenAcceptOrderDocument);
  const [rejectOrder] = useMutation(KitchenRejectOrderDocument);
  const [startPreparing] = useMutation(KitchenStartPreparingDocument);
  const [markReady] = useMutation(KitchenMarkReadyDocument);
  const [markCollected] = useMutation(KitchenMarkCollectedDocument);

  async function run(order: KitchenOrder, move: () => Promise<string>, typedField?: string): Promise<MoveResult> {
    setPendingId(order.id);
    try {
      toast.success(await move());
      return "done";
    } catch (error) {
      const code = errorCode(error);
      if (typedField && code === "BAD_USER_INPUT" && fieldErrors(error).some((entry) => entry.field === typedField)) return "badInput";
      if (code === "INVALID_STATUS_TRANSITION") toast.info(t("kitchen.toasts.movedOn"));
      else toast.error(errorText(error, t("kitchen.toasts.actionFailed")));
      if (code === "INVALID_STATUS_TRANSITION" || code === "FORBIDDEN" || code === "NOT_FOUND") onStale();
      return "failed";
    } finally {
      setPendingId(null);
    }
  }

  const number = (order: KitchenOrder) => order.shortId;

  return {
    pendingId,
    accept: (order: KitchenOrder, preparationMinutes: number) =>
      run(
        order,
        async () => {
          const { data } = await acceptOrder({ variables: { id: order.id, preparationMinutes } });
          const readyAt = data?.acceptOrder.estimatedReadyAt;
          return t("kitchen.toasts.accepted", { number: number(order), time: readyAt ? formatTime(readyAt) : "–" });
        },
        "preparationMinutes",
      ),
    reject: (order: KitchenOrder, reason: string) =>
      run(
        order,
        async () => {
          await rejectOrder({ variables: { id: order.id, reason } });
          return t("kitchen.toasts.rejected", { number: number(order) });
        },
        "reason",
      ),
    startPreparing: (order: KitchenOrder) =>
      run(order, async () => {
        await startPreparing({ variables: { id: order.id } });
        return t("kitchen.toasts.preparing", { number: number(order) });
      }),
    markReady: (order: KitchenOrder) =>
      run(order, async () => {
        await markReady({ variables: { id: order.id } });
        return t("kitchen.toasts.ready", { number: number(order) });
      }),
    markCollected: (order: KitchenOrder) =>
      run(order, async () => {
        await markCollected({ variables: { orderId: order.id } });
        return t("kitchen.toasts.collected", { number: number(order) });
      }),
  };
}
