import EnvironmentOutlined from "@ant-design/icons/EnvironmentOutlined";
import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { graphql } from "../../gql";
import styles from "./order-details.module.css";

/** Where a pickup is collected: the restaurant's address and a directions link (null for a delivery). */
export const OrderPickupPlaceFragment = graphql(`
  fragment OrderPickupPlace_Order on Order {
    id
    pickupPlace {
      restaurantName
      address
      directionsUrl
    }
  }
`);

/**
 * 'Pick up at' (docs/architecture.md#pick-up): the restaurant's name and address, a Google Maps
 * directions link that opens in a new tab (the maps app on a phone), and that the customer pays
 * at the counter. Nothing for a delivery.
 */
export function OrderPickupPlace(props: { order: FragmentType<typeof OrderPickupPlaceFragment>; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const { data: order, complete } = useFragment({
    fragment: OrderPickupPlaceFragment,
    fragmentName: "OrderPickupPlace_Order",
    from: props.order,
  });
  if (!complete || !order.pickupPlace) return null;
  const place = order.pickupPlace;
  const Heading = props.headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={`order-pickup-${order.id}`}>
      <Heading id={`order-pickup-${order.id}`} className={styles.heading}>
        {t("account.pickupAt")}
      </Heading>
      <address className={styles.address}>
        {place.restaurantName}
        <br />
        {place.address}
      </address>
      <p>
        <a href={place.directionsUrl} target="_blank" rel="noopener noreferrer">
          <EnvironmentOutlined aria-hidden /> {t("account.pickupDirections")}
          <span className="sr-only"> {t("app.opensInNewTab")}</span>
        </a>
      </p>
      <p>{t("account.pickupPay")}</p>
    </section>
  );
}
