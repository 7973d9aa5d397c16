import { useTranslation } from "react-i18next";
import styles from "./veg-marker.module.css";

/** India's food marker: a green dot in a green square for veg, red for non-veg. */
export function VegMarker({ veg }: { veg: boolean }) {
  const { t } = useTranslation();
  const label = veg ? t("listing.veg") : t("listing.nonVeg");
  return (
    <span className={`${styles.marker} ${veg ? styles.veg : styles.nonVeg}`} role="img" aria-label={label} title={label}>
      <span className={styles.dot} />
    </span>
  );
}
