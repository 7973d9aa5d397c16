import type { FragmentType } from "@apollo/client";
import { useFragment, useMutation } from "@apollo/client/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { formatRupees } from "../../common/formatters";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import styles from "../rider.module.css";

/** What the shift panel shows of the rider: the shift and the cash collected since the last handover. */
export const RiderShiftPanelFragment = graphql(`
  fragment RiderShiftPanel_Rider on Rider {
    id
    onShift
    cashInHand
    averageDeliveryRating
    deliveryRatingCount
  }
`);

const RiderSetOnShiftDocument = graphql(`
  mutation RiderSetOnShift($onShift: Boolean!) {
    setRiderOnShift(onShift: $onShift) {
      id
      onShift
      ...RiderShiftPanel_Rider
    }
  }
`);

/**
 * The rider's shift, one big switch (on shift: admins may assign deliveries), and the cash in
 * hand, large. Going off shift with open deliveries is refused (RIDER_HAS_OPEN_DELIVERIES): the
 * toast gives the client's text for it, never the server's.
 */
export function ShiftPanel(props: { rider: FragmentType<typeof RiderShiftPanelFragment> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const hintId = useId();
  const { data: rider, complete } = useFragment({
    fragment: RiderShiftPanelFragment,
    fragmentName: "RiderShiftPanel_Rider",
    from: props.rider,
  });
  const [setOnShift] = useMutation(RiderSetOnShiftDocument);
  const [sending, setSending] = useState(false);
  if (!complete) return null;
  const onShift = rider.onShift === true;

  const toggle = async () => {
    if (sending) return;
    setSending(true);
    try {
      const { data } = await setOnShift({ variables: { onShift: !onShift } });
      toast.success(data?.setRiderOnShift.onShift ? t("rider.shift.onToast") : t("rider.shift.offToast"));
    } catch (error) {
      // RIDER_HAS_OPEN_DELIVERIES included: the catalogue's own words for it (api-errors).
      toast.error(errorText(error, t("rider.shift.failed")));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.shiftPanel}>
      <button
        type="button"
        role="switch"
        aria-checked={onShift}
        aria-describedby={hintId}
        aria-busy={sending}
        disabled={sending}
        className={`${styles.shiftSwitch} ${onShift ? styles.shiftOn : ""}`}
        onClick={() => void toggle()}
      >
        <span className={styles.shiftTrack} aria-hidden="true">
          <span className={styles.shiftThumb} />
        </span>
        <span className={styles.shiftText}>
          <span className={styles.shiftLabel}>{t("rider.shift.label")}</span>
          <span id={hintId} className={styles.shiftHint}>
            {onShift ? t("rider.shift.onHint") : t("rider.shift.offHint")}
          </span>
        </span>
      </button>
      <p className={styles.cash}>
        <span className={styles.cashLabel}>{t("rider.cash.label")}</span>
        <strong className={styles.cashAmount}>{formatRupees(rider.cashInHand ?? 0)}</strong>
        <span className={styles.cashHint}>{t("rider.cash.hint")}</span>
      </p>
      <p className={styles.cash}>
        <span className={styles.cashLabel}>{t("rider.rating.label")}</span>
        {rider.averageDeliveryRating != null ? (
          <strong className={styles.cashAmount}>★ {rider.averageDeliveryRating.toFixed(1)}</strong>
        ) : null}
        <span className={styles.cashHint}>
          {rider.averageDeliveryRating != null
            ? t("rider.rating.count", { count: rider.deliveryRatingCount ?? 0 })
            : t("rider.rating.none")}
        </span>
      </p>
    </section>
  );
}
