import BellFilled from "@ant-design/icons/BellFilled";
import { useTranslation } from "react-i18next";
import styles from "./notifications.module.css";

/**
 * A look-alike of the browser notification the broadcast becomes: the site, the title, the
 * message (cut where browsers cut it) and where a click leads. Decorative for screen readers
 * apart from its content, which is read as a short figure.
 */
export function BroadcastPreview({ title, body, url }: { title: string; body: string; url: string }) {
  const { t } = useTranslation();
  const shownTitle = title.trim() || t("adminNotifications.previewTitlePlaceholder");
  const shownBody = body.trim() || t("adminNotifications.previewBodyPlaceholder");
  const link = url.trim();
  return (
    <figure className={styles.preview} aria-labelledby="broadcast-preview-caption">
      <figcaption id="broadcast-preview-caption" className={styles.previewCaption}>
        {t("adminNotifications.preview")}
        <span className={styles.previewHint}>{t("adminNotifications.previewHint")}</span>
      </figcaption>
      <div className={styles.notification}>
        <span className={styles.notificationIcon} aria-hidden="true">
          <BellFilled />
        </span>
        <div className={styles.notificationText}>
          <span className={styles.notificationSite}>{t("adminNotifications.previewSite")}</span>
          <strong className={title.trim() ? styles.notificationTitle : `${styles.notificationTitle} ${styles.placeholder}`}>
            {shownTitle}
          </strong>
          <span className={body.trim() ? styles.notificationBody : `${styles.notificationBody} ${styles.placeholder}`}>{shownBody}</span>
          {link && <span className={styles.notificationLink}>{t("adminNotifications.previewOpens", { url: link })}</span>}
        </div>
      </div>
    </figure>
  );
}
