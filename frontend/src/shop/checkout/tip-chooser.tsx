import type { FragmentType } from "@apollo/client";
import { useFragment, useMutation } from "@apollo/client/react";
import { Button, Input } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useTextSource } from "../../common/error-text";
import { formatRupees } from "../../common/formatters";
import { refuseWhileOffline } from "../../common/network/refuse-while-offline";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import { billErrorText } from "./bill-error-text";
import { CheckoutSetTipDocument } from "./checkout-documents";
import { parseTipAmount, TIP_CHOICES, tipChoiceOf } from "./tip-amount";
import styles from "./checkout.module.css";

/** The rider's tip the customer chose. */
export const TipChooserFragment = graphql(`
  fragment TipChooser_Cart on Cart {
    id
    tip
  }
`);

/** The field's own text for a refused amount (the shared `amount` text is another form's). */
const OWN_FIELD_TEXTS = { amount: "checkout.tip.invalid" };

/**
 * "Tip your rider": No tip, ₹10, ₹20, ₹30 or another amount (₹0 to ₹200), each saved at once
 * with setCartTip; the bill's TIP line follows from the answer. Plain toggle buttons
 * (aria-pressed), so the choices wrap on a 360 px screen.
 */
export function TipChooser(props: { cart: FragmentType<typeof TipChooserFragment>; addressId: string | null; disabled: boolean }) {
  const { t } = useTranslation();
  const texts = useTextSource();
  const headingId = useId();
  const inputId = useId();
  const messageId = useId();
  const [setTip, saving] = useMutation(CheckoutSetTipDocument);
  const [customOpen, setCustomOpen] = useState(false);
  const [custom, setCustom] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const { data: cart, complete } = useFragment({ fragment: TipChooserFragment, fragmentName: "TipChooser_Cart", from: props.cart });
  if (!complete) return null;
  const chosen = customOpen ? "custom" : tipChoiceOf(cart.tip);
  const busy = props.disabled || saving.loading;

  const save = async (amount: number) => {
    if (refuseWhileOffline()) return;
    setProblem(null);
    try {
      await setTip({ variables: { amount, addressId: props.addressId } });
      toast.success(t("checkout.tip.saved"));
      return true;
    } catch (error) {
      setProblem(billErrorText(texts, error, t("checkout.tip.failed"), OWN_FIELD_TEXTS));
      return false;
    }
  };

  const choose = (amount: number) => {
    setCustomOpen(false);
    if (amount !== cart.tip) void save(amount);
  };

  const saveCustom = async () => {
    const amount = parseTipAmount(custom);
    if (amount === null) {
      setProblem(t("checkout.tip.invalid"));
      return;
    }
    if (await save(amount)) setCustomOpen(false);
  };

  return (
    <section className={styles.tip} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subHeading}>
        {t("checkout.tip.heading")}
      </h3>
      <p className={styles.tipHint}>{t("checkout.tip.hint")}</p>
      <div className={styles.tipChoices} role="group" aria-labelledby={headingId}>
        <button type="button" className={styles.tipChoice} aria-pressed={chosen === "none"} disabled={busy} onClick={() => choose(0)}>
          {t("checkout.tip.none")}
        </button>
        {TIP_CHOICES.map((amount) => (
          <button
            key={amount}
            type="button"
            className={styles.tipChoice}
            aria-pressed={chosen === amount}
            disabled={busy}
            onClick={() => choose(amount)}
          >
            {formatRupees(amount).replace(/\.00$/, "")}
          </button>
        ))}
        <button
          type="button"
          className={styles.tipChoice}
          aria-pressed={chosen === "custom"}
          aria-expanded={customOpen}
          aria-controls={customOpen ? `${inputId}-form` : undefined}
          disabled={busy}
          onClick={() => {
            setCustom(cart.tip > 0 ? String(cart.tip) : "");
            setCustomOpen(true);
          }}
        >
          {chosen === "custom" && !customOpen ? formatRupees(cart.tip) : t("checkout.tip.other")}
        </button>
      </div>
      {customOpen && (
        <form
          id={`${inputId}-form`}
          className={styles.tipForm}
          onSubmit={(event) => {
            event.preventDefault();
            void saveCustom();
          }}
        >
          <label htmlFor={inputId} className={styles.tipLabel}>
            {t("checkout.tip.customLabel")}
          </label>
          <div className={styles.tipFormRow}>
            <Input
              id={inputId}
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
              inputMode="decimal"
              prefix="₹"
              maxLength={6}
              autoFocus
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? messageId : undefined}
              disabled={busy}
            />
            <Button htmlType="submit" loading={saving.loading} disabled={busy}>
              {t("checkout.tip.set")}
            </Button>
          </div>
        </form>
      )}
      <div aria-live="polite">
        {problem && (
          <p id={messageId} className={styles.couponProblem}>
            {problem}
          </p>
        )}
      </div>
    </section>
  );
}
