import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "../../gql";
import type { PaymentCollection } from "../../gql/graphql";
import styles from "./checkout.module.css";

/** Whether UPI at the door is on: the service has a UPI id (docs/money.md#upi-at-the-door). */
export const CheckoutUpiAtDoorDocument = graphql(`
  query CheckoutUpiAtDoor {
    upiAtDoor {
      upiId
    }
  }
`);

/**
 * Checkout's "Pay at the door: Cash / UPI" choice, for a delivery while UPI at the door is on (the
 * rider then brings a QR of the exact amount; placeOrder's payAtDoorBy). Off, it shows nothing and
 * a UPI chosen before goes back to cash.
 */
export function PayAtDoorChoice(props: { value: PaymentCollection; onChange: (value: PaymentCollection) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const { data } = useQuery(CheckoutUpiAtDoorDocument, { fetchPolicy: "cache-and-network" });
  const on = Boolean(data?.upiAtDoor);
  const { value, onChange } = props;
  useEffect(() => {
    if (data && !on && value === "UPI") onChange("CASH");
  }, [data, on, value, onChange]);
  if (!on) return null;
  const choices: Array<[PaymentCollection, string]> = [
    ["CASH", t("checkout.payAtDoor.cash")],
    ["UPI", t("checkout.payAtDoor.upi")],
  ];
  return (
    <div className={styles.payAtDoor}>
      <p className={styles.payAtDoorHeading} id="checkout-pay-at-door">
        {t("checkout.payAtDoor.heading")}
      </p>
      <div className={styles.fulfilmentChoices} role="group" aria-labelledby="checkout-pay-at-door">
        {choices.map(([choice, label]) => (
          <button
            key={choice}
            type="button"
            className={styles.fulfilmentChoice}
            aria-pressed={value === choice}
            disabled={props.disabled}
            onClick={() => onChange(choice)}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
