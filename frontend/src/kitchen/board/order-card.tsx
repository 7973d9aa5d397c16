import CheckOutlined from "@ant-design/icons/CheckOutlined";
import CloseOutlined from "@ant-design/icons/CloseOutlined";
import FireOutlined from "@ant-design/icons/FireOutlined";
import PrinterOutlined from "@ant-design/icons/PrinterOutlined";
import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatRupees, formatTime } from "../../common/formatters";
import { MoveButton } from "../../common/order-moves/move-button";
import { choicesText } from "../../common/orders/chosen-options";
import { graphql } from "../../gql";
import type { KitchenOrderCard_OrderFragment } from "../../gql/graphql";
import { isBoardStatus } from "./board-columns";
import { orderAge, readiness } from "./order-timing";
import styles from "./kitchen-board.module.css";

/** What a card on the kitchen board shows of an order (and its printed ticket prints). */
export const KitchenOrderCardFragment = graphql(`
  fragment KitchenOrderCard_Order on Order {
    id
    shortId
    status
    createdAt
    total
    kitchenNote
    fulfilment
    estimatedReadyAt
    deliverAt
    lines {
      name
      quantity
      options {
        name
      }
    }
  }
`);

export type KitchenOrder = KitchenOrderCard_OrderFragment;

/** The moves a card offers; the board runs them (dialogs, mutations, the ticket). */
export interface OrderCardActions {
  accept: (order: KitchenOrder) => void;
  reject: (order: KitchenOrder) => void;
  startPreparing: (order: KitchenOrder) => void;
  markReady: (order: KitchenOrder) => void;
  /** A ready pickup the customer took at the counter. */
  markCollected: (order: KitchenOrder) => void;
  print: (order: KitchenOrder) => void;
  /** The order whose move is on its way to the server: its buttons wait. */
  pendingId: string | null;
}

/**
 * One order on the board: its number, for when the customer wants it (an order placed for later), when it came in and how long ago, the dishes (with their choices) and their
 * quantities, the customer's cooking instructions (set apart, they are easy to miss), the total,
 * the promised ready time once accepted, and the next move for its stage.
 */
export function OrderCard(props: { order: FragmentType<typeof KitchenOrderCardFragment>; now: number; actions: OrderCardActions }) {
  const { t } = useTranslation();
  const { data: order, complete } = useFragment({
    fragment: KitchenOrderCardFragment,
    fragmentName: "KitchenOrderCard_Order",
    from: props.order,
  });
  if (!complete) return null;
  const { now, actions } = props;
  const number = order.shortId;
  const busy = actions.pendingId === order.id;
  const waiting = actions.pendingId !== null && !busy;
  const headingId = `kitchen-order-${order.id}`;

  return (
    <article className={`${styles.card} ${order.status === "PENDING" ? styles.cardNew : ""}`} aria-labelledby={headingId}>
      <header className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardNumber}>
          <span className="sr-only">{t("kitchen.order.label", { number })}</span>
          <span aria-hidden="true">{t("kitchen.order.number", { number })}</span>
        </h3>
        {isBoardStatus(order.status) && order.status !== "PENDING" && (
          <span className={`${styles.stage} ${styles[`stage${order.status}`] ?? ""}`}>{t(`kitchen.order.status.${order.status}`)}</span>
        )}
      </header>
      {order.fulfilment === "PICKUP" && <p className={styles.pickupTag}>{t("kitchen.order.pickup")}</p>}
      {order.deliverAt && <p className={styles.deliverFor}>{t("kitchen.order.deliverFor", { time: formatTime(order.deliverAt) })}</p>}
      <p className={styles.cardTime}>
        {t("kitchen.order.placedAt", { time: formatTime(order.createdAt) })} · <AgeText createdAt={order.createdAt} now={now} />
      </p>

      <ul className={styles.lines} aria-label={t("kitchen.order.items")}>
        {order.lines.map((line, index) => (
          <li key={index} className={styles.line}>
            <span className={styles.quantity}>{t("kitchen.order.quantity", { count: line.quantity })}</span>
            <span className={styles.dish}>
              {line.name}
              {line.options.length > 0 && <span className={styles.choices}>{choicesText(line.options)}</span>}
            </span>
          </li>
        ))}
      </ul>

      {order.kitchenNote && (
        <p className={styles.note}>
          <span className={styles.noteLabel}>{t("kitchen.order.note")}</span>
          <span className={styles.noteText}>{order.kitchenNote}</span>
        </p>
      )}

      <p className={styles.total}>
        <strong>{t("kitchen.order.total", { amount: formatRupees(order.total) })}</strong>
        <span className={styles.muted}>
          {order.fulfilment === "PICKUP" ? t("kitchen.order.payAtCounter") : t("kitchen.order.cashOnDelivery")}
        </span>
      </p>

      {order.estimatedReadyAt && order.status !== "READY_FOR_PICKUP" && <ReadyByText estimatedReadyAt={order.estimatedReadyAt} now={now} />}

      <div className={styles.cardActions}>
        {order.status === "PENDING" && (
          <MoveButton
            primary
            icon={<CheckOutlined aria-hidden />}
            name={t("kitchen.actions.acceptOf", { number })}
            busy={busy}
            waiting={waiting}
            onClick={() => actions.accept(order)}
          >
            {t("kitchen.actions.accept")}
          </MoveButton>
        )}
        {order.status === "CONFIRMED" && (
          <MoveButton
            primary
            icon={<FireOutlined aria-hidden />}
            name={t("kitchen.actions.startPreparingOf", { number })}
            busy={busy}
            waiting={waiting}
            onClick={() => actions.startPreparing(order)}
          >
            {t("kitchen.actions.startPreparing")}
          </MoveButton>
        )}
        {order.status === "PREPARING" && (
          <MoveButton
            primary
            icon={<CheckOutlined aria-hidden />}
            name={t("kitchen.actions.markReadyOf", { number })}
            busy={busy}
            waiting={waiting}
            onClick={() => actions.markReady(order)}
          >
            {t("kitchen.actions.markReady")}
          </MoveButton>
        )}
        {order.status === "READY_FOR_PICKUP" && order.fulfilment === "PICKUP" && (
          <MoveButton
            primary
            icon={<CheckOutlined aria-hidden />}
            name={t("kitchen.actions.markCollectedOf", { number })}
            busy={busy}
            waiting={waiting}
            onClick={() => actions.markCollected(order)}
          >
            {t("kitchen.actions.markCollected")}
          </MoveButton>
        )}
        {(order.status === "PENDING" || order.status === "CONFIRMED") && (
          <MoveButton
            danger
            icon={<CloseOutlined aria-hidden />}
            name={t("kitchen.actions.rejectOf", { number })}
            waiting={busy || waiting}
            onClick={() => actions.reject(order)}
          >
            {t("kitchen.actions.reject")}
          </MoveButton>
        )}
        <MoveButton
          icon={<PrinterOutlined aria-hidden />}
          name={t("kitchen.actions.printTicketOf", { number })}
          onClick={() => actions.print(order)}
        >
          {t("kitchen.actions.printTicket")}
        </MoveButton>
      </div>
    </article>
  );
}

function AgeText({ createdAt, now }: { createdAt: string; now: number }) {
  const { t } = useTranslation();
  const age = orderAge(createdAt, now);
  if (age.kind === "justNow") return <>{t("kitchen.order.justNow")}</>;
  return (
    <>{age.kind === "minutes" ? t("kitchen.order.minutesAgo", { count: age.count }) : t("kitchen.order.hoursAgo", { count: age.count })}</>
  );
}

/** "Ready by 7:52 pm · in 12 min", or late (in the warning colour, and in words). */
function ReadyByText({ estimatedReadyAt, now }: { estimatedReadyAt: string; now: number }) {
  const { t } = useTranslation();
  const state = readiness(estimatedReadyAt, now);
  const when =
    state.kind === "in"
      ? t("kitchen.order.readyIn", { count: state.minutes })
      : state.kind === "late"
        ? t("kitchen.order.late", { count: state.minutes })
        : t("kitchen.order.dueNow");
  return (
    <p className={`${styles.readyBy} ${state.kind === "late" ? styles.late : ""}`}>
      <strong>{t("kitchen.order.readyBy", { time: formatTime(estimatedReadyAt) })}</strong> · {when}
    </p>
  );
}
