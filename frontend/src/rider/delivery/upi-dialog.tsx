import { useQuery } from "@apollo/client/react";
import { Alert, Input, QRCode, Skeleton } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../common/formatters";
import { paiseOf } from "../../common/rupees";
import { MoveDialog } from "../../common/order-moves/move-dialog";
import { RiderUpiAtDoorDocument } from "./delivery-documents";
import { UPI_REFERENCE_PATTERN, upiPayLink, upiReferenceOf } from "./upi-link";
import type { MoveResult, MovedOrder } from "./use-delivery-moves";
import styles from "../rider.module.css";
import upi from "./upi-dialog.module.css";

/**
 * "Paid by UPI" (docs/money.md#upi-at-the-door): a QR code of the order's UPI payment link (the
 * service's UPI id, the exact total, the order's #ID) for the customer to scan, then the payment's
 * 12-digit reference from the customer's app, and the order is delivered paid by UPI (no cash).
 * While the service has no UPI id, the dialog says UPI at the door is off and offers nothing to send.
 */
export function UpiDialog(props: {
  order: MovedOrder & { total: number };
  onClose: () => void;
  onDeliver: (upiReference: string) => Promise<MoveResult>;
}) {
  const { order } = props;
  const { t } = useTranslation();
  const referenceId = useId();
  const hintId = useId();
  const errorId = useId();
  const payee = useQuery(RiderUpiAtDoorDocument, { fetchPolicy: "cache-and-network" });
  const [reference, setReference] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const settings = payee.data?.upiAtDoor;
  const off = payee.data !== undefined && settings === null;

  const submit = async () => {
    if (!settings) {
      props.onClose();
      return;
    }
    const typed = upiReferenceOf(reference);
    if (!UPI_REFERENCE_PATTERN.test(typed)) {
      setInvalid(true);
      return;
    }
    setSending(true);
    const result = await props.onDeliver(typed);
    setSending(false);
    if (result.kind === "badInput") setInvalid(true);
    else if (result.kind === "done" || result.kind === "stale") props.onClose();
  };

  let body;
  if (off) {
    body = <Alert type="warning" showIcon title={t("rider.upi.offTitle")} description={t("rider.upi.offText")} />;
  } else if (!settings) {
    body = payee.error ? (
      <Alert type="error" showIcon title={t("rider.upi.loadFailed")} />
    ) : (
      <Skeleton.Node active className={upi.qr} aria-label={t("rider.upi.loading")} />
    );
  } else {
    const link = upiPayLink({
      upiId: settings.upiId,
      payeeName: settings.payeeName,
      amountPaise: paiseOf(order.total),
      shortId: order.shortId,
    });
    body = (
      <>
        <figure className={upi.figure}>
          {/* antd gives the aria-* props to the code's own canvas (role img). */}
          <QRCode value={link} size={240} bordered={false} className={upi.qr} errorLevel="M" aria-label={t("rider.upi.qrLabel")} />
          <figcaption className={upi.caption}>
            {t("rider.upi.scan", { amount: formatRupees(order.total) })}
            <span className={upi.payee}>{t("rider.upi.payee", { name: settings.payeeName, upiId: settings.upiId })}</span>
          </figcaption>
        </figure>
        <label htmlFor={referenceId} className={styles.dialogLabel}>
          {t("rider.upi.referenceLabel")}
        </label>
        <p id={hintId} className={styles.dialogHint}>
          {t("rider.upi.referenceHint")}
        </p>
        <Input
          id={referenceId}
          className={styles.amountInput}
          size="large"
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          value={reference}
          status={invalid ? "error" : undefined}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            // Digits only; the app may show the number in groups of four.
            setReference(event.target.value.replace(/[^\d ]/g, ""));
            setInvalid(false);
          }}
        />
        {invalid && (
          <p id={errorId} className={styles.fieldError} role="alert">
            {t("rider.upi.referenceInvalid")}
          </p>
        )}
      </>
    );
  }

  return (
    <MoveDialog
      title={t("rider.upi.title", { number: order.shortId })}
      okText={settings ? t("rider.upi.confirm", { amount: formatRupees(order.total) }) : t("rider.upi.close")}
      cancelText={t("rider.actions.cancel")}
      sending={sending}
      onOk={() => void submit()}
      onClose={props.onClose}
    >
      <p className={styles.dialogTotal}>{t("rider.deliver.total", { amount: formatRupees(order.total) })}</p>
      {body}
    </MoveDialog>
  );
}
