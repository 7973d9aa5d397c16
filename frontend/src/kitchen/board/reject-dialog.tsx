import { useTranslation } from "react-i18next";
import { ReasonDialog } from "../../common/order-moves/reason-dialog";
import type { KitchenOrder } from "./order-card";
import type { MoveResult } from "./use-order-moves";

const QUICK_REASONS = ["reasonBusy", "reasonSoldOut", "reasonClosing"] as const;

/** Rejecting an order needs a reason, which the customer reads. */
export function RejectDialog({
  order,
  onClose,
  onReject,
}: {
  order: KitchenOrder;
  onClose: () => void;
  onReject: (reason: string) => Promise<MoveResult>;
}) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      texts={{
        title: t("kitchen.reject.title", { number: order.shortId }),
        confirm: t("kitchen.reject.confirm"),
        cancel: t("kitchen.actions.cancel"),
        quickReasonsLabel: t("kitchen.reject.quickReasons"),
        quickReasons: QUICK_REASONS.map((key) => t(`kitchen.reject.${key}`)),
        label: t("kitchen.reject.reasonLabel"),
        placeholder: t("kitchen.reject.reasonPlaceholder"),
        required: t("kitchen.reject.reasonRequired"),
        tooLong: t("kitchen.reject.reasonTooLong"),
      }}
      onSubmit={async (reason) => {
        const result = await onReject(reason);
        return result === "failed" ? "other" : result;
      }}
      onClose={onClose}
    />
  );
}
