import type { FragmentType } from "@apollo/client";
import { useFragment, useMutation } from "@apollo/client/react";
import { Button, Input } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useTextSource } from "../../common/error-text";
import { refuseWhileOffline } from "../../common/network/refuse-while-offline";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import type { Fulfilment } from "../../gql/graphql";
import { billErrorText, couponProblemText } from "./bill-error-text";
import { CheckoutApplyCouponDocument, CheckoutRemoveCouponDocument } from "./checkout-documents";
import styles from "./checkout.module.css";

/** The cart's coupon: its code, and why it gives nothing now (a refusal code), if so. */
export const CouponBoxCartFragment = graphql(`
  fragment CouponBox_Cart on Cart {
    id
    couponCode
    couponProblem
  }
`);

/** A coupon the customer could apply, as the offers list shows it. */
export const CouponBoxCouponFragment = graphql(`
  fragment CouponBox_Coupon on Coupon {
    id
    code
    description
  }
`);

/** A coupon of availableCoupons: its id (the list's key) and its fragment. */
type Offer = FragmentType<typeof CouponBoxCouponFragment> & { id: string };

/** The offers listed under the field; more would push the bill off a phone's screen. */
const SHOWN_OFFERS = 3;

/** The field's own text for a refused code's shape (the shared `code` text is the admin's offer form's). */
const OWN_FIELD_TEXTS = { code: "checkout.coupon.codeShape" };

/**
 * Checkout's coupon: a code field with Apply (applyCoupon), or the applied code with Remove
 * (removeCoupon) and, when it gives nothing now, why; then a few of the coupons that could apply
 * (availableCoupons), each applied with a tap. A refusal is said under the field in the
 * catalogue's words (billErrorText), the missing amount included.
 */
export function CouponBox(props: {
  cart: FragmentType<typeof CouponBoxCartFragment>;
  offers: readonly Offer[];
  addressId: string | null;
  /** PICKUP: the bill the answers bring is the pickup's; absent: a delivery. */
  fulfilment?: Fulfilment;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const texts = useTextSource();
  const inputId = useId();
  const messageId = useId();
  const [code, setCode] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [apply, applying] = useMutation(CheckoutApplyCouponDocument);
  const [remove, removing] = useMutation(CheckoutRemoveCouponDocument);
  const { data: cart, complete } = useFragment({ fragment: CouponBoxCartFragment, fragmentName: "CouponBox_Cart", from: props.cart });
  if (!complete) return null;
  const busy = props.disabled || applying.loading || removing.loading;

  const applyCode = async (typed: string) => {
    const trimmed = typed.trim();
    if (!trimmed) {
      setRefusal(t("checkout.coupon.enterCode"));
      return;
    }
    if (refuseWhileOffline()) return;
    setRefusal(null);
    try {
      await apply({ variables: { code: trimmed, addressId: props.addressId, fulfilment: props.fulfilment } });
      setCode("");
      toast.success(t("checkout.coupon.appliedToast"));
    } catch (error) {
      setRefusal(billErrorText(texts, error, t("checkout.coupon.failed"), OWN_FIELD_TEXTS));
    }
  };

  const removeCoupon = async () => {
    if (refuseWhileOffline()) return;
    setRefusal(null);
    try {
      await remove({ variables: { addressId: props.addressId, fulfilment: props.fulfilment } });
      toast.success(t("checkout.coupon.removedToast"));
    } catch (error) {
      toast.error(billErrorText(texts, error, t("checkout.failed")));
    }
  };

  const problem = couponProblemText(texts, cart.couponProblem);
  return (
    <section className={styles.coupon} aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`} className={styles.subHeading}>
        {t("checkout.coupon.heading")}
      </h3>
      {cart.couponCode ? (
        <div className={styles.appliedCoupon}>
          <p className={problem ? styles.couponProblem : styles.couponApplied}>
            {problem
              ? t("checkout.coupon.notApplyingNow", { code: cart.couponCode, reason: problem })
              : t("checkout.coupon.applied", { code: cart.couponCode })}
          </p>
          <Button
            onClick={() => void removeCoupon()}
            disabled={busy}
            aria-label={t("checkout.coupon.removeLabel", { code: cart.couponCode })}
          >
            {t("checkout.coupon.remove")}
          </Button>
        </div>
      ) : (
        <form
          className={styles.couponForm}
          onSubmit={(event) => {
            event.preventDefault();
            void applyCode(code);
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {t("checkout.coupon.label")}
          </label>
          <Input
            id={inputId}
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            placeholder={t("checkout.coupon.placeholder")}
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? messageId : undefined}
            disabled={busy}
          />
          <Button htmlType="submit" loading={applying.loading} disabled={busy}>
            {t("checkout.coupon.apply")}
          </Button>
        </form>
      )}
      <div aria-live="polite">
        {refusal && (
          <p id={messageId} className={styles.couponProblem}>
            {refusal}
          </p>
        )}
      </div>
      {!cart.couponCode && props.offers.length > 0 && (
        <CouponOffers offers={props.offers.slice(0, SHOWN_OFFERS)} disabled={busy} onApply={(offer) => void applyCode(offer)} />
      )}
    </section>
  );
}

/** The coupons that could apply, each a button that applies it. */
function CouponOffers(props: { offers: readonly Offer[]; disabled: boolean; onApply: (code: string) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div>
      <h4 id={headingId} className={styles.offersHeading}>
        {t("checkout.coupon.offersHeading")}
      </h4>
      <ul className={styles.offers} aria-labelledby={headingId}>
        {props.offers.map((offer) => (
          <CouponOffer key={offer.id} offer={offer} disabled={props.disabled} onApply={props.onApply} />
        ))}
      </ul>
    </div>
  );
}

/** One offer: its code and description, and the word Apply, in one button (the name says what a tap does). */
function CouponOffer(props: { offer: Offer; disabled: boolean; onApply: (code: string) => void }) {
  const { t } = useTranslation();
  const { data: offer, complete } = useFragment({ fragment: CouponBoxCouponFragment, fragmentName: "CouponBox_Coupon", from: props.offer });
  if (!complete) return null;
  return (
    <li>
      <button type="button" className={styles.offer} disabled={props.disabled} onClick={() => props.onApply(offer.code)}>
        <span className={styles.offerCode}>{offer.code}</span>
        {offer.description && <span className={styles.offerText}>{offer.description}</span>}
        <span className={styles.offerApply}>{t("checkout.coupon.apply")}</span>
      </button>
    </li>
  );
}
