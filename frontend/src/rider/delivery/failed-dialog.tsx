import { useTranslation } from "react-i18next";
import { REASON_MAX_LENGTH, ReasonDialog } from "../../common/order-moves/reason-dialog";
import type { MoveResult, MovedOrder } from "./use-delivery-moves";

const QUICK_REASONS = ["reasonNotReachable", "reasonWrongAddress", "reasonRefused"] as const;

/** "Couldn't deliver" needs a reason, which the customer and the admins read. */
export function FailedDialog(props: { order: MovedOrder; onClose: () => void; onFail: (reason: string) => Promise<MoveResult> }) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      texts={{
        title: t("rider.fail.title", { number: props.order.shortId }),
        confirm: t("rider.fail.confirm"),
        cancel: t("rider.actions.cancel"),
        quickReasonsLabel: t("rider.fail.quickReasons"),
        quickReasons: QUICK_REASONS.map((key) => t(`rider.fail.${key}`)),
        label: t("rider.fail.reasonLabel"),
        placeholder: t("rider.fail.reasonPlaceholder"),
        required: t("rider.fail.reasonRequired"),
        tooLong: t("rider.fail.reasonTooLong", { max: REASON_MAX_LENGTH }),
      }}
      onSubmit={async (reason) => {
        const result = await props.onFail(reason);
        // A stale order (moved meanwhile) was already told about; the dialog has nothing left to do.
        return result.kind === "done" || result.kind === "stale" ? "done" : result.kind === "badInput" ? "badInput" : "other";
      }}
      onClose={props.onClose}
    />
  );
}
