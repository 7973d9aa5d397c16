import { useTranslation } from "react-i18next";
import { useAppUpdate } from "./app-update";
import { useOffline } from "./online-status";
import styles from "./network-notices.module.css";

/** A cloud with a line through it: no network. Drawn inline, so it shows offline too. */
function OfflineIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M7 18h10a4 4 0 0 0 .8-7.92A6 6 0 0 0 6.34 8.5 4.75 4.75 0 0 0 7 18zM4 4l16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * What every page shows about the app itself, in the reader's language: that the browser is
 * offline (ordering waits for the network), and that a new version is ready, with the button
 * that switches to it. Both are live regions, so screen readers announce them when they appear.
 */
export function NetworkNotices() {
  const { t } = useTranslation();
  const offline = useOffline();
  const applyUpdate = useAppUpdate();
  return (
    <div className={styles.notices}>
      <div role="status">
        {offline && (
          <p className={styles.notice}>
            <OfflineIcon />
            <span>{t("offline.banner")}</span>
          </p>
        )}
      </div>
      <div role="status">
        {applyUpdate && (
          <div className={styles.notice}>
            <span>{t("offline.updateReady")}</span>
            <button type="button" className={styles.reload} onClick={applyUpdate}>
              {t("offline.reload")}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
