import AimOutlined from "@ant-design/icons/AimOutlined";
import WarningOutlined from "@ant-design/icons/WarningOutlined";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import type { SharingState } from "./use-position-sharing";
import styles from "../rider.module.css";

/**
 * What the page says while an order is out for delivery: that the rider's position is shared with
 * the customer, or why it is not (blocked, no location in this browser, no fix yet).
 */
export function PositionNotice({ state, onRetry }: { state: SharingState; onRetry: () => void }) {
  const { t } = useTranslation();
  if (state === "off") return null;
  if (state === "sharing") {
    return (
      <p className={`${styles.positionNotice} ${styles.positionSharing}`} role="status">
        <AimOutlined aria-hidden className={styles.positionIcon} />
        <span className={styles.positionText}>{t("rider.location.sharing")}</span>
      </p>
    );
  }
  return (
    <div className={`${styles.positionNotice} ${styles.positionProblem}`} role="alert">
      <WarningOutlined aria-hidden className={styles.positionIcon} />
      <p className={styles.positionText}>{t(`rider.location.${state}`)}</p>
      {state === "denied" && (
        <Button size="large" onClick={onRetry} className={styles.positionRetry}>
          {t("rider.location.retry")}
        </Button>
      )}
    </div>
  );
}
