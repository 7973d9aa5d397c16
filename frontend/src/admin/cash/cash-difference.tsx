import WarningOutlined from "@ant-design/icons/WarningOutlined";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../common/formatters";
import { differenceKind, stillWithRider } from "./cash-figures";
import styles from "./cash.module.css";

/**
 * A difference of cash (handed over − expected): a shortfall in red with a warning sign and the
 * words "Short by ₹…" (never the colour alone) and, on a rider's day, how much of it the rider
 * still holds (not handed over yet); an excess as "Over by ₹…", else ₹0.00.
 */
export function CashDifference({ value, cashInHand }: { value: number; cashInHand?: number }) {
  const { t } = useTranslation();
  const kind = differenceKind(value);
  if (kind === "short") {
    const held = cashInHand === undefined ? 0 : stillWithRider(value, cashInHand);
    return (
      <span className={styles.shortCell}>
        <span className={styles.short}>
          <WarningOutlined aria-hidden /> {t("adminRiders.cash.shortfall", { amount: formatRupees(-value) })}
        </span>
        {held > 0 && <span className={styles.stillHeld}>{t("adminRiders.cash.stillHeld", { amount: formatRupees(held) })}</span>}
      </span>
    );
  }
  if (kind === "over") return <span>{t("adminRiders.cash.surplus", { amount: formatRupees(value) })}</span>;
  return <span>{formatRupees(0)}</span>;
}
