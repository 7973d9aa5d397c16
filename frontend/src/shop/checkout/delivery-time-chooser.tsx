import { useQuery } from "@apollo/client/react";
import { Button, Skeleton } from "antd";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../common/formatters";
import { graphql } from "../../gql";
import { slotDays, type SlotDay } from "./delivery-slots";
import { SlotOptions } from "./slot-options";
import checkoutStyles from "./checkout.module.css";
import styles from "./delivery-time.module.css";

/** The moments an order for this restaurant may be placed for: asked only once the customer chooses to schedule. */
export const CheckoutDeliverySlotsDocument = graphql(`
  query CheckoutDeliverySlots($restaurantId: ID!) {
    deliverySlots(restaurantId: $restaurantId)
  }
`);

export interface DeliveryTimeChoice {
  /** Ordering for later. */
  later: boolean;
  /** The chosen slot (ISO), when later. */
  deliverAt: string | null;
}

/**
 * "When": Deliver now, or Schedule with a time from the server's slots (every quarter hour from
 * 45 minutes to 2 days ahead while the restaurant is open), grouped by day in a native select,
 * which a phone shows as its own picker. The slots are asked only when Schedule is chosen.
 */
export function DeliveryTimeChooser(props: {
  /** The cart's restaurant, whose slots are offered; null until the cart is read. */
  restaurantId: string | null;
  value: DeliveryTimeChoice;
  onChange: (choice: DeliveryTimeChoice) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const selectId = useId();
  const { restaurantId } = props;
  const { later, deliverAt } = props.value;
  return (
    <section className={styles.when} aria-labelledby={headingId}>
      <h3 id={headingId} className={checkoutStyles.subHeading}>
        {t("checkout.when.heading")}
      </h3>
      <div className={checkoutStyles.tipChoices} role="group" aria-labelledby={headingId}>
        <button
          type="button"
          className={checkoutStyles.tipChoice}
          aria-pressed={!later}
          disabled={props.disabled}
          onClick={() => props.onChange({ later: false, deliverAt: null })}
        >
          {t("checkout.when.now")}
        </button>
        <button
          type="button"
          className={checkoutStyles.tipChoice}
          aria-pressed={later}
          disabled={props.disabled || !restaurantId}
          onClick={() => props.onChange({ later: true, deliverAt })}
        >
          {t("checkout.when.later")}
        </button>
      </div>
      {later && restaurantId && (
        <>
          <p className={styles.hint}>{t("checkout.when.hint")}</p>
          <SlotSelect
            id={selectId}
            restaurantId={restaurantId}
            value={deliverAt}
            disabled={props.disabled}
            onChange={(slot) => props.onChange({ later: true, deliverAt: slot })}
          />
        </>
      )}
    </section>
  );
}

function SlotSelect(props: {
  id: string;
  restaurantId: string;
  value: string | null;
  disabled: boolean;
  onChange: (slot: string | null) => void;
}) {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useQuery(CheckoutDeliverySlotsDocument, {
    variables: { restaurantId: props.restaurantId },
    fetchPolicy: "network-only",
  });
  const slots = data?.deliverySlots;
  const days = useMemo(() => (slots ? slotDays(slots, new Date()) : []), [slots]);
  if (error && !slots) {
    return (
      <div role="alert">
        <p className={styles.problem}>{t("checkout.when.failed")}</p>
        <Button onClick={() => void refetch().catch(() => undefined)}>{t("checkout.when.retry")}</Button>
      </div>
    );
  }
  if (loading && !slots) return <Skeleton.Input active block />;
  if (days.length === 0) return <p className={styles.problem}>{t("checkout.when.none")}</p>;
  const dayLabel = (day: SlotDay) =>
    day.day === "today" ? t("checkout.when.today") : day.day === "tomorrow" ? t("checkout.when.tomorrow") : formatDate(day.slots[0]!);
  return (
    <>
      <label htmlFor={props.id} className={styles.label}>
        {t("checkout.when.slotLabel")}
      </label>
      <select
        id={props.id}
        className={styles.select}
        value={props.value ?? ""}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value || null)}
      >
        <SlotOptions days={days} dayLabel={dayLabel} placeholder={t("checkout.when.slotPlaceholder")} />
      </select>
    </>
  );
}
