import CheckOutlined from "@ant-design/icons/CheckOutlined";
import CloseOutlined from "@ant-design/icons/CloseOutlined";
import EnvironmentOutlined from "@ant-design/icons/EnvironmentOutlined";
import PhoneOutlined from "@ant-design/icons/PhoneOutlined";
import QrcodeOutlined from "@ant-design/icons/QrcodeOutlined";
import ShoppingOutlined from "@ant-design/icons/ShoppingOutlined";
import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../common/formatters";
import { choicesText } from "../../common/orders/chosen-options";
import { paiseOf } from "../../common/rupees";
import { MoveButton } from "../../common/order-moves/move-button";
import { graphql } from "../../gql";
import type { RiderOrderCard_OrderFragment } from "../../gql/graphql";
import { directionsHref, isWebLink, placeQuery, telHref } from "./contact-links";
import styles from "../rider.module.css";
import upi from "../delivery/upi-dialog.module.css";

/** What a delivery card shows of an order: where to pick it up, where it goes, what to collect. */
export const RiderOrderCardFragment = graphql(`
  fragment RiderOrderCard_Order on Order {
    id
    shortId
    status
    total
    tip
    payAtDoorBy
    kitchenNote
    recipientName
    pickup {
      name
      address
      phone
      latitude
      longitude
    }
    address {
      address
      city
      pincode
      phone
      latitude
      longitude
    }
    lines {
      name
      quantity
      options {
        name
      }
    }
  }
`);

export type RiderOrder = RiderOrderCard_OrderFragment;

/** The moves a card offers; the page runs them (the dialogs, the mutations). */
export interface RiderOrderActions {
  pickUp: (order: RiderOrder) => void;
  deliver: (order: RiderOrder) => void;
  /** Paid by UPI: the QR for the customer, then the payment's reference. */
  payByUpi: (order: RiderOrder) => void;
  fail: (order: RiderOrder) => void;
  /** The order whose move is on its way to the server: its buttons wait, the others' too. */
  pendingId: string | null;
}

/** Orders the kitchen still has: the rider picks them up. */
const AT_THE_KITCHEN = new Set(["PREPARING", "READY_FOR_PICKUP"]);

/**
 * One delivery: its number and stage, THE AMOUNT TO COLLECT (cash on delivery: the bill's total,
 * the customer's tip for the rider included, which the card names: the rider keeps it; "will pay by UPI"
 * when the customer said so at checkout), the restaurant
 * to pick it up from (with a call button), the customer (name, address, a call button, the way
 * there in the phone's maps app), the dishes, the customer's note, and the next move (cash first, then
 * paid by UPI).
 */
export function RiderOrderCard(props: { order: FragmentType<typeof RiderOrderCardFragment>; actions: RiderOrderActions }) {
  const { t } = useTranslation();
  const { data: order, complete } = useFragment({
    fragment: RiderOrderCardFragment,
    fragmentName: "RiderOrderCard_Order",
    from: props.order,
  });
  if (!complete) return null;
  const { actions } = props;
  const number = order.shortId;
  const busy = actions.pendingId === order.id;
  const waiting = actions.pendingId !== null && !busy;
  const headingId = `rider-order-${order.id}`;
  const { pickup, address } = order;
  const restaurantCall = telHref(pickup?.phone);
  const customerCall = telHref(address?.phone);
  const directions = address ? directionsHref(address) : null;

  return (
    <article className={`${styles.card} ${order.status === "OUT_FOR_DELIVERY" ? styles.cardOut : ""}`} aria-labelledby={headingId}>
      <header className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardNumber}>
          <span className="sr-only">{t("rider.order.label", { number })}</span>
          <span aria-hidden="true">{t("rider.order.number", { number })}</span>
        </h3>
        <span className={`${styles.status} ${styles[`status_${order.status}`] ?? ""}`}>{t(`rider.order.status.${order.status}`)}</span>
      </header>

      <p className={styles.collect}>
        <span className={styles.collectLabel}>{t(order.payAtDoorBy === "UPI" ? "rider.order.collectAny" : "rider.order.collect")}</span>
        <strong className={styles.collectAmount}>{formatRupees(order.total)}</strong>
        {paiseOf(order.tip) > 0 && <span className={styles.collectTip}>{t("rider.order.tip", { amount: formatRupees(order.tip) })}</span>}
        {order.payAtDoorBy === "UPI" && (
          <span className={upi.paysByUpi}>
            <QrcodeOutlined aria-hidden /> {t("rider.order.paysByUpi")}
          </span>
        )}
      </p>

      {pickup && (
        <section className={styles.stop} aria-labelledby={`${headingId}-pickup`}>
          <h4 id={`${headingId}-pickup`} className={styles.stopLabel}>
            {t("rider.order.pickup")}
          </h4>
          <p className={styles.stopName}>{pickup.name}</p>
          <p className={styles.stopAddress}>{pickup.address}</p>
          {restaurantCall && (
            <div className={styles.stopActions}>
              <Button size="large" href={restaurantCall} icon={<PhoneOutlined aria-hidden />}>
                {t("rider.order.callRestaurant")}
              </Button>
            </div>
          )}
        </section>
      )}

      <section className={styles.stop} aria-labelledby={`${headingId}-drop`}>
        <h4 id={`${headingId}-drop`} className={styles.stopLabel}>
          {t("rider.order.deliverTo")}
        </h4>
        {order.recipientName && <p className={styles.stopName}>{order.recipientName}</p>}
        {address && <p className={styles.stopAddress}>{placeQuery(address)}</p>}
        {(customerCall || directions) && (
          <div className={styles.stopActions}>
            {customerCall && address && (
              <Button size="large" href={customerCall} icon={<PhoneOutlined aria-hidden />} className={styles.wideAction}>
                <span className={styles.callText}>
                  <span>{t("rider.order.callCustomer")}</span> <span className={styles.phoneNumber}>{address.phone}</span>
                </span>
              </Button>
            )}
            {directions && <DirectionsLink href={directions} />}
          </div>
        )}
      </section>

      <ul className={styles.lines} aria-label={t("rider.order.items")}>
        {order.lines.map((line, index) => (
          <li key={index} className={styles.line}>
            <span className={styles.quantity}>{t("rider.order.quantity", { count: line.quantity })}</span>
            <span className={styles.dish}>
              {line.name}
              {line.options.length > 0 && <span className={styles.choices}>{choicesText(line.options)}</span>}
            </span>
          </li>
        ))}
      </ul>

      {order.kitchenNote && (
        <p className={styles.note}>
          <span className={styles.noteLabel}>{t("rider.order.note")}</span>
          <span className={styles.noteText}>{order.kitchenNote}</span>
        </p>
      )}

      {order.status === "CONFIRMED" && <p className={styles.waitNote}>{t("rider.order.notStarted")}</p>}

      <div className={styles.cardActions}>
        {AT_THE_KITCHEN.has(order.status) && (
          <MoveButton
            className={styles.moveButton}
            primary
            icon={<ShoppingOutlined aria-hidden />}
            name={t("rider.actions.pickedUpOf", { number })}
            busy={busy}
            waiting={waiting}
            onClick={() => actions.pickUp(order)}
          >
            {t("rider.actions.pickedUp")}
          </MoveButton>
        )}
        {order.status === "OUT_FOR_DELIVERY" && (
          <>
            <MoveButton
              className={styles.moveButton}
              primary
              icon={<CheckOutlined aria-hidden />}
              name={t("rider.actions.deliveredOf", { number })}
              waiting={busy || waiting}
              onClick={() => actions.deliver(order)}
            >
              {t("rider.actions.delivered")}
            </MoveButton>
            <MoveButton
              className={styles.moveButton}
              icon={<QrcodeOutlined aria-hidden />}
              name={t("rider.actions.paidByUpiOf", { number })}
              waiting={busy || waiting}
              onClick={() => actions.payByUpi(order)}
            >
              {t("rider.actions.paidByUpi")}
            </MoveButton>
            <MoveButton
              className={styles.moveButton}
              danger
              icon={<CloseOutlined aria-hidden />}
              name={t("rider.actions.failedOf", { number })}
              waiting={busy || waiting}
              onClick={() => actions.fail(order)}
            >
              {t("rider.actions.failed")}
            </MoveButton>
          </>
        )}
      </div>
    </article>
  );
}

/**
 * "Directions": a geo: URI opens the phone's maps app in place; a web address opens in a new tab
 * (the maps app on a phone, Google Maps elsewhere), and says so to screen readers.
 */
function DirectionsLink({ href }: { href: string }) {
  const { t } = useTranslation();
  const web = isWebLink(href);
  return (
    <Button
      size="large"
      href={href}
      icon={<EnvironmentOutlined aria-hidden />}
      target={web ? "_blank" : undefined}
      rel={web ? "noopener noreferrer" : undefined}
      className={styles.wideAction}
    >
      {t("rider.order.directions")}
      {web && <span className="sr-only"> {t("app.opensInNewTab")}</span>}
    </Button>
  );
}
