import { useApolloClient, useQuery } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "../../gql";
import { PINCODE_PATTERN } from "../address/address-rules";
import { useUserLocation } from "./use-user-location";
import styles from "./location.module.css";

const TownsDocument = graphql(`
  query ListingTowns {
    towns {
      ...TownChoice_Town @unmask
    }
  }
`);

const LocatePincodeDocument = graphql(`
  query ListingLocatePincode($pincode: String!) {
    locatePincode(pincode: $pincode) {
      pincode
      town {
        name
        latitude
        longitude
      }
    }
  }
`);

/**
 * When GPS cannot find the customer, they pick their town or type their pincode and browse the
 * restaurants delivering there (the spec would leave them stuck on the error).
 */
export default function LocationFallback(props: { onChosen?: () => void }) {
  const { onChosen } = props;
  const { t } = useTranslation();
  const { choose } = useUserLocation();
  const client = useApolloClient();
  const towns = useQuery(TownsDocument);
  const [townIndex, setTownIndex] = useState("");
  const [pincode, setPincode] = useState("");
  const [pincodeError, setPincodeError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const id = useId();

  const chooseTown = (event: FormEvent) => {
    event.preventDefault();
    const town = towns.data?.towns[Number(townIndex)];
    if (townIndex === "" || !town) return;
    choose({ latitude: town.latitude, longitude: town.longitude, placeName: town.name });
    onChosen?.();
  };

  const findPincode = async (event: FormEvent) => {
    event.preventDefault();
    const value = pincode.trim();
    if (!PINCODE_PATTERN.test(value)) {
      setPincodeError(t("listing.fallback.pincodeInvalid"));
      return;
    }
    setPincodeError(null);
    setSearching(true);
    try {
      const { data } = await client.query({ query: LocatePincodeDocument, variables: { pincode: value } });
      const found = data?.locatePincode;
      if (!found) {
        setPincodeError(t("listing.fallback.pincodeUnknown"));
        return;
      }
      choose({ latitude: found.town.latitude, longitude: found.town.longitude, placeName: found.town.name });
      onChosen?.();
    } catch {
      setPincodeError(t("listing.fallback.lookupFailed"));
    } finally {
      setSearching(false);
    }
  };

  return (
    <section className={styles.fallback} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("listing.fallback.heading")}</h2>
      <p>{t("listing.fallback.intro")}</p>
      <div className={styles.fallbackForms}>
        <form className={styles.fallbackForm} onSubmit={chooseTown}>
          <label htmlFor={`${id}-town`}>{t("listing.fallback.town")}</label>
          <div className={styles.fallbackRow}>
            <select
              id={`${id}-town`}
              value={townIndex}
              onChange={(event) => setTownIndex(event.target.value)}
              disabled={!towns.data}
              aria-describedby={towns.error ? `${id}-towns-error` : undefined}
            >
              <option value="">{towns.loading ? t("listing.fallback.loadingTowns") : t("listing.fallback.townPlaceholder")}</option>
              {towns.data?.towns.map((town, index) => (
                <option key={`${town.name}-${town.pincode}`} value={index}>
                  {t("listing.fallback.townOption", { name: town.name, district: town.district })}
                </option>
              ))}
            </select>
            <button type="submit" className={styles.primaryButton} disabled={townIndex === ""}>
              {t("listing.fallback.showTown")}
            </button>
          </div>
          {towns.error && (
            <p id={`${id}-towns-error`} className={styles.fieldError} role="alert">
              {t("listing.fallback.townsFailed")}
            </p>
          )}
        </form>
        <p className={styles.or} aria-hidden="true">
          {t("listing.fallback.or")}
        </p>
        <form className={styles.fallbackForm} onSubmit={findPincode} noValidate>
          <label htmlFor={`${id}-pincode`}>{t("listing.fallback.pincode")}</label>
          <div className={styles.fallbackRow}>
            <input
              id={`${id}-pincode`}
              value={pincode}
              onChange={(event) => setPincode(event.target.value.replace(/\D/g, "").slice(0, 6))}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              aria-invalid={pincodeError ? true : undefined}
              aria-describedby={`${id}-pincode-hint${pincodeError ? ` ${id}-pincode-error` : ""}`}
            />
            <button type="submit" className={styles.primaryButton} disabled={searching}>
              {searching ? t("listing.fallback.searching") : t("listing.fallback.findPincode")}
            </button>
          </div>
          <p id={`${id}-pincode-hint`} className={styles.hint}>
            {t("listing.fallback.pincodeHint")}
          </p>
          {pincodeError && (
            <p id={`${id}-pincode-error`} className={styles.fieldError} role="alert">
              {pincodeError}
            </p>
          )}
        </form>
      </div>
    </section>
  );
}
