import { useTranslation } from "react-i18next";
import type { Fulfilment } from "../../gql/graphql";
import styles from "./checkout.module.css";

/**
 * Checkout's "Delivery / Pick up" choice (docs/architecture.md#pick-up): two toggle buttons
 * (aria-pressed) that wrap on a 360 px screen. Pick up hides the addresses and the rider's tip,
 * and the bill is asked again without a delivery fee.
 */
export function FulfilmentChoice(props: { value: Fulfilment; onChange: (value: Fulfilment) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const choices: Array<[Fulfilment, string]> = [
    ["DELIVERY", t("checkout.fulfilment.delivery")],
    ["PICKUP", t("checkout.fulfilment.pickup")],
  ];
  return (
    <div className={styles.fulfilmentChoices} role="group" aria-label={t("checkout.fulfilment.heading")}>
      {choices.map(([value, label]) => (
        <button
          key={value}
          type="button"
          className={styles.fulfilmentChoice}
          aria-pressed={props.value === value}
          disabled={props.disabled}
          onClick={() => props.onChange(value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
