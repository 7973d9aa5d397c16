import { useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatRupees, formatTime } from "../../common/formatters";
import { choicesText } from "../../common/orders/chosen-options";
import { RollPageRule } from "../../common/print/roll-page";
import { rollOf, type TicketPaper } from "./ticket-paper";
import styles from "./kitchen-ticket.module.css";

/**
 * What a kitchen ticket prints: the order as the kitchen needs it, never the customer's name,
 * phone or address.
 */
export interface TicketOrder {
  shortId: string;
  createdAt: string;
  lines: readonly { name: string; quantity: number; options: readonly { name: string }[] }[];
  kitchenNote?: string | null;
  total: number;
  estimatedReadyAt?: string | null;
  /** An order placed for later: when the customer wants it. */
  deliverAt?: string | null;
  /** PICKUP: the customer collects it at the counter (and pays there). */
  fulfilment?: "DELIVERY" | "PICKUP";
}

/** The ticket itself: restaurant, number, time, the lines with quantities and choices, the note, the total. */
export function KitchenTicket({ order, restaurantName, paper }: { order: TicketOrder; restaurantName: string; paper: TicketPaper }) {
  const { t } = useTranslation();
  return (
    <article
      className={`${styles.ticket} ${paper === "58" ? styles.paper58 : styles.paper80}`}
      aria-label={t("kitchen.ticket.order", { number: order.shortId })}
    >
      <p className={styles.restaurant}>{restaurantName}</p>
      <p className={styles.number}>{t("kitchen.ticket.order", { number: order.shortId })}</p>
      {order.fulfilment === "PICKUP" && <p className={styles.number}>{t("kitchen.order.pickup")}</p>}
      {order.deliverAt && <p className={styles.number}>{t("kitchen.order.deliverFor", { time: formatTime(order.deliverAt) })}</p>}
      <p className={styles.placed}>
        {t("kitchen.ticket.placed")}: <span className={styles.nowrap}>{formatDateTime(order.createdAt)}</span>
      </p>
      <hr className={styles.rule} />
      <p className="sr-only">{t("kitchen.ticket.items")}</p>
      <ul className={styles.lines}>
        {order.lines.map((line, index) => (
          <li key={index} className={styles.line}>
            <span className={styles.quantity}>{t("kitchen.order.quantity", { count: line.quantity })}</span>
            <span className={styles.name}>
              {line.name}
              {line.options.length > 0 && <span className={styles.choices}>{choicesText(line.options)}</span>}
            </span>
          </li>
        ))}
      </ul>
      {order.kitchenNote && (
        <>
          <hr className={styles.rule} />
          <p className={styles.note}>
            <span className={styles.noteLabel}>{t("kitchen.ticket.note")}</span>
            {order.kitchenNote}
          </p>
        </>
      )}
      <hr className={styles.rule} />
      <p className={`${styles.row} ${styles.total}`}>
        <span>{t("kitchen.ticket.total")}</span>
        <span>{formatRupees(order.total)}</span>
      </p>
      <p className={styles.small}>{order.fulfilment === "PICKUP" ? t("kitchen.order.payAtCounter") : t("kitchen.ticket.cashOnDelivery")}</p>
      {order.estimatedReadyAt && (
        <p className={`${styles.row} ${styles.small}`}>
          <span>{t("kitchen.ticket.readyBy")}</span>
          <span>{formatTime(order.estimatedReadyAt)}</span>
        </p>
      )}
    </article>
  );
}

/**
 * The ticket to print, put straight under <body> with the page rule of the chosen roll, as long as
 * the ticket: the print stylesheet shows it alone. It stays (hidden on screen) until the next ticket replaces it,
 * so printing again from the browser's menu prints the same ticket.
 */
export function TicketPrintRoot({ order, restaurantName, paper }: { order: TicketOrder; restaurantName: string; paper: TicketPaper }) {
  const [sheet, setSheet] = useState<HTMLDivElement | null>(null);
  return createPortal(
    <div className={styles.printRoot} ref={setSheet}>
      <RollPageRule paper={rollOf(paper)} sheet={sheet} />
      <KitchenTicket order={order} restaurantName={restaurantName} paper={paper} />
    </div>,
    document.body,
  );
}
