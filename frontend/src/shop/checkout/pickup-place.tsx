import ShopOutlined from "@ant-design/icons/ShopOutlined";
import { useQuery } from "@apollo/client/react";
import { Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { graphql } from "../../gql";
import styles from "./checkout.module.css";

/** The cart's restaurant where a pickup is collected: public facts of the restaurant. */
export const CheckoutPickupPlaceDocument = graphql(`
  query CheckoutPickupPlace($id: ID!) {
    restaurant(id: $id) {
      id
      name
      address
    }
  }
`);

/** In place of the addresses when the customer picks up: where, and that they pay at the counter. */
export function PickupPlace({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(CheckoutPickupPlaceDocument, { variables: { id: restaurantId } });
  const restaurant = data?.restaurant;
  if (!restaurant) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  return (
    <div className={styles.pickupPlace}>
      <ShopOutlined className={styles.codIcon} aria-hidden />
      <div>
        <p className={styles.pickupName}>{restaurant.name}</p>
        <p className={styles.pickupAddress}>{restaurant.address}</p>
        <p className={styles.tipHint}>{t("checkout.fulfilment.pickupHint")}</p>
      </div>
    </div>
  );
}
