import PhoneOutlined from "@ant-design/icons/PhoneOutlined";
import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNow } from "../../common/use-now";
import { graphql } from "../../gql";
import type { OrderStatus } from "../../gql/graphql";
import { OrderDeliveryMap } from "./order-delivery-map";
import { positionAgeText, riderArrivalText, riderTelUrl, type RiderWhereabouts } from "./rider-arrival";
import styles from "./order-delivery.module.css";

/** The order's rider as its customer sees them: first name, phone while the order runs, where they are. */
export const OrderRiderFragment = graphql(`
  fragment OrderRider_Order on Order {
    id
    status
    rider {
      id
      name
      phone
    }
    riderPosition {
      recordedAt
      distanceKm
      estimatedArrivalAt
    }
    deliveryFailureReason
    ...OrderDeliveryMap_Order
  }
`);

/** Orders whose rider is no news to the customer any more: the restaurant or they themselves ended them. */
const NO_RIDER_SHOWN: readonly OrderStatus[] = ["REJECTED", "CANCELLED"];

/**
 * Under the tracker, the customer's rider once one is assigned: "Your rider: Kiran" with a Call
 * button (while the server gives their phone, i.e. until the order ends); while the food is on its
 * way, how far away they are and when they should arrive, how fresh that is, and the map when
 * Ruchi has one; "Delivered by Kiran" afterwards. When the delivery failed: the rider's reason and
 * that Ruchi will call. Everything follows the order's live updates (the rider shares a position
 * every few seconds, and each is an `orderUpdated`).
 */
export function OrderRider(props: { order: FragmentType<typeof OrderRiderFragment> }) {
  const { t } = useTranslation();
  const { data: order, complete } = useFragment({ fragment: OrderRiderFragment, fragmentName: "OrderRider_Order", from: props.order });
  if (!complete || NO_RIDER_SHOWN.includes(order.status)) return null;
  const { rider } = order;
  const failed = order.status === "DELIVERY_FAILED";
  if (!rider && !failed) return null;
  const onTheWay = order.status === "OUT_FOR_DELIVERY" && rider !== null && order.riderPosition !== null;

  return (
    <section className={styles.rider} aria-label={t("liveOrders.rider.heading")}>
      {/* After a failed delivery the problem below names the rider. */}
      {rider && !failed && (
        <div className={styles.riderLine}>
          <p className={styles.riderName}>
            {t(order.status === "DELIVERED" ? "liveOrders.rider.deliveredBy" : "liveOrders.rider.yourRider", { name: rider.name })}
          </p>
          {rider.phone && (
            <Button
              href={riderTelUrl(rider.phone)}
              icon={<PhoneOutlined />}
              aria-label={t("liveOrders.rider.callRider", { name: rider.name })}
            >
              {t("liveOrders.rider.call")}
            </Button>
          )}
        </div>
      )}
      {onTheWay && order.riderPosition && <RiderDistance name={rider.name} position={order.riderPosition} />}
      {failed && (
        <div className={styles.riderProblem}>
          <p className={styles.strong}>{rider ? t("liveOrders.rider.failed", { name: rider.name }) : t("liveOrders.rider.failedNoName")}</p>
          {order.deliveryFailureReason && <p>{t("liveOrders.rider.failureReason", { reason: order.deliveryFailureReason })}</p>}
          <p>{t("liveOrders.rider.weWillCall")}</p>
        </div>
      )}
      <OrderDeliveryMap order={order} />
    </section>
  );
}

/** "Kiran is 1.2 km away · arriving around 7:52 pm" and "Location updated 30 s ago", re-read every 10 s. */
function RiderDistance(props: { name: string; position: RiderWhereabouts & { recordedAt: string } }) {
  const { t } = useTranslation();
  const now = useNow(10_000);
  const arrival = riderArrivalText(t, props.name, props.position);
  const age = positionAgeText(t, props.position.recordedAt, now);
  return (
    <>
      {arrival && <p className={styles.estimate}>{arrival}</p>}
      {age && (
        <p className={styles.riderAge}>
          <time dateTime={props.position.recordedAt}>{age}</time>
        </p>
      )}
    </>
  );
}
