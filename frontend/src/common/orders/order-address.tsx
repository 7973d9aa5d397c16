import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { graphql } from "../../gql";
import styles from "./order-details.module.css";

/** The delivery address as it was when the order was placed (its customer and superadmins only). */
export const OrderAddressFragment = graphql(`
  fragment OrderAddress_Order on Order {
    id
    address {
      address
      city
      pincode
      phone
      notes
    }
  }
`);

/** 'Delivery Address': the street, city and pincode, phone and any preparation tips. */
export function OrderAddress(props: { order: FragmentType<typeof OrderAddressFragment> }) {
  const { t } = useTranslation();
  const { data: order, complete } = useFragment({ fragment: OrderAddressFragment, fragmentName: "OrderAddress_Order", from: props.order });
  if (!complete || !order.address) return null;
  const { address } = order;
  return (
    <section aria-labelledby={`order-address-${order.id}`}>
      <h3 id={`order-address-${order.id}`} className={styles.heading}>
        {t("account.deliveryAddress")}
      </h3>
      <address className={styles.address}>
        {address.address}
        <br />
        {address.city} {address.pincode}
        <br />
        {t("account.addressPhone", { phone: address.phone })}
        {address.notes.trim() !== "" && (
          <>
            <br />
            {t("account.addressNotes", { notes: address.notes })}
          </>
        )}
      </address>
    </section>
  );
}
