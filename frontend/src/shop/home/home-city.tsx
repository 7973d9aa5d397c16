import EnvironmentOutlined from "@ant-design/icons/EnvironmentOutlined";
import { skipToken, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useUserLocation } from "../location/use-user-location";
import { cityLabel, type PlaceLookup } from "./city-label";
import { ReverseGeocodeDocument } from "./home-documents";
import styles from "./home-city.module.css";

/**
 * The city under the greeting. Where GPS failed, or the customer chose a town, it links to the
 * listing, where they can pick (or change) their town.
 */
export function HomeCity() {
  const { t } = useTranslation();
  const { state } = useUserLocation();
  const gps = state.status === "located" && state.source === "gps" ? state : null;
  const place = useQuery(ReverseGeocodeDocument, gps ? { variables: { latitude: gps.latitude, longitude: gps.longitude } } : skipToken);

  const lookup: PlaceLookup | null = !gps
    ? null
    : place.error
      ? { status: "failed" }
      : place.data
        ? { status: "done", town: place.data.reverseGeocode.town ?? null }
        : { status: "loading" };
  const label = cityLabel(state, lookup);
  const canChoose = state.status === "failed" || (state.status === "located" && state.source === "chosen");

  return (
    <p className={styles.city}>
      <span className={styles.place}>
        <EnvironmentOutlined aria-hidden />
        <span className={styles.visuallyHidden}>{t("home.cityLabel")}: </span>
        <span aria-live="polite">{label.kind === "place" ? label.name : t(label.key)}</span>
      </span>
      {canChoose && (
        <Link to="/shop/listing" className={styles.change}>
          {state.status === "failed" ? t("home.chooseTown") : t("home.changePlace")}
        </Link>
      )}
    </p>
  );
}
