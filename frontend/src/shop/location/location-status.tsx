import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { locationMessageKey, type LocationPage } from "./location-machine";
import { cachedChosenPlace, useUserLocation } from "./use-user-location";
import styles from "./location.module.css";

// Only for a customer whose place GPS did not find, or who changes it: its code (the towns and
// pincode queries, the form) loads then, not with every location-based page.
const LocationFallback = lazy(() => import("./location-fallback"));

/**
 * What a location-based page shows above its results: 'Detecting your location...', the error
 * with 'Try Again' and the town / pincode fallback, or, for a chosen place, its name with ways to
 * change it or to try GPS again. Nothing once GPS has found the customer.
 */
export function LocationStatus(props: { page?: LocationPage; tryAgainLabel?: string }) {
  const { page = "listing", tryAgainLabel } = props;
  const { t } = useTranslation();
  const { state, retry, choose } = useUserLocation();
  const [changing, setChanging] = useState(false);
  const messageKey = locationMessageKey(state, page);

  if (state.status === "detecting" || state.status === "retrying") {
    return (
      <p className={styles.status} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {messageKey && t(messageKey)}
      </p>
    );
  }

  if (state.status === "failed") {
    const earlier = cachedChosenPlace();
    return (
      <div className={styles.failed}>
        <div className={styles.errorBox} role="alert">
          <p>{messageKey && t(messageKey)}</p>
          <button type="button" className={styles.primaryButton} onClick={retry}>
            {tryAgainLabel ?? t("listing.location.tryAgain")}
          </button>
          {earlier && (
            <button type="button" className={styles.secondaryButton} onClick={() => choose(earlier)}>
              {t("listing.fallback.backTo", { place: earlier.placeName })}
            </button>
          )}
        </div>
        <Suspense fallback={null}>
          <LocationFallback />
        </Suspense>
      </div>
    );
  }

  if (state.source === "gps") return null;

  return (
    <div className={styles.chosen}>
      <div className={styles.chosenBar}>
        <p role="status">{t("listing.fallback.chosenPlace", { place: state.placeName ?? "" })}</p>
        <div className={styles.chosenActions}>
          <button type="button" className={styles.secondaryButton} aria-expanded={changing} onClick={() => setChanging(!changing)}>
            {changing ? t("listing.fallback.cancel") : t("listing.fallback.changePlace")}
          </button>
          <button type="button" className={styles.secondaryButton} onClick={retry}>
            {t("listing.fallback.useMyLocation")}
          </button>
        </div>
      </div>
      <Suspense fallback={null}>{changing && <LocationFallback onChosen={() => setChanging(false)} />}</Suspense>
    </div>
  );
}
