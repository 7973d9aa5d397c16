import { useTranslation } from "react-i18next";
import styles from "./skeleton-card.module.css";

/**
 * Grey cards where results are about to appear (spec: 8 of them). The grid matches the card grids
 * of the listing and menu pages, so nothing jumps when the real cards arrive.
 */
export function SkeletonCards({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.grid} role="status" aria-label={t("listing.loading")} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card} aria-hidden="true">
          <div className={styles.image} />
          <div className={styles.body}>
            <div className={`${styles.line} ${styles.title}`} />
            <div className={styles.line} />
            <div className={`${styles.line} ${styles.short}`} />
          </div>
        </div>
      ))}
    </div>
  );
}
