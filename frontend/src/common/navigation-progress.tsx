import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router-dom";
import styles from "./navigation-progress.module.css";

/**
 * While the router loads the next page (its code and texts: the current page stays until they are
 * there), a bar along the top of the screen says so; it appears only after a moment, so a page
 * whose code is at hand does not flash it.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return <div className={styles.bar} role="progressbar" aria-label={t("app.loading")} aria-busy="true" />;
}
