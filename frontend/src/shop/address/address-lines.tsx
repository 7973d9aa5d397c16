import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { graphql } from "../../gql";
import styles from "./address.module.css";

/** What a saved address's card shows. */
export const AddressLinesFragment = graphql(`
  fragment AddressLines_Address on Address {
    id
    address
    city
    pincode
    phone
    notes
  }
`);

/** A saved address as its card shows it: the street, city and pincode, phone and preparation tips. */
export function AddressLines(props: { address: FragmentType<typeof AddressLinesFragment> }) {
  const { t } = useTranslation();
  const { data: address, complete } = useFragment({
    fragment: AddressLinesFragment,
    fragmentName: "AddressLines_Address",
    from: props.address,
  });
  if (!complete) return null;
  return (
    <span className={styles.lines}>
      <strong>{address.address}</strong>
      <span>{t("address.cityLine", { city: address.city, pincode: address.pincode })}</span>
      <span className={styles.muted}>{t("address.phoneLine", { phone: address.phone })}</span>
      {address.notes && <span className={styles.muted}>{t("address.notesLine", { notes: address.notes })}</span>}
    </span>
  );
}
