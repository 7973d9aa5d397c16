import { WarningOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../common/formatters";
import { differenceKind } from "./cash-figures";
import styles from "./cash.module.css";

/**
 * A difference of cash (handed over − expected): a shortfall in red with a warning sign and the
 * words "Short by ₹…" (never the colour alone), an excess as "Over by ₹…", else ₹0.00.
 */
export function CashDifference({ value }: { value: number }) {
  const { t } = useTranslation();
  const kind = differenceKind(value);
  if (kind === "short") {
    return (
      <span className={styles.short}>
        <WarningOutlined aria-hidden /> {t("adminRiders.cash.shortfall", { amount: formatRupees(-value) })}
      </span>
    );
  }
  if (kind === "over") return <span>{t("adminRiders.cash.surplus", { amount: formatRupees(value) })}</span>;
  return <span>{formatRupees(0)}</span>;
}
