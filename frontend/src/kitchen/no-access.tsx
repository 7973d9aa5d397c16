import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import styles from "./kitchen-frame.module.css";

/** A kitchen the signed-in person may not open: says so, and shows no order of it. */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="kitchen-no-access">
      <h2 id="kitchen-no-access" className={styles.panelHeading}>
        {t("kitchen.noAccess.heading")}
      </h2>
      <p className={styles.panelText}>{t("kitchen.noAccess.text")}</p>
      <div className={styles.panelLinks}>
        <Link to="/kitchen">{t("kitchen.noAccess.yourKitchens")}</Link>
        <Link to="/shop/home">{t("kitchen.chooser.toShop")}</Link>
      </div>
    </section>
  );
}
