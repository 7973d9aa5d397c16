import ShoppingCartOutlined from "@ant-design/icons/ShoppingCartOutlined";
import WalletOutlined from "@ant-design/icons/WalletOutlined";
import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Skeleton } from "antd";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { AntdTheme } from "../../common/antd-theme";
import { useTextSource } from "../../common/error-text";
import { READ_AFTER_CHANGES } from "../../common/network/reads-after-changes";
import { sendWhenOnline } from "../../common/network/send-when-online";
import { useUnmountSignal } from "../../common/network/use-unmount-signal";
import { PageTitle } from "../../common/page-title";
import { toast } from "../../common/toast/toast";
import { AddressForm } from "../address/address-form";
import { MAX_ADDRESSES, ShopAddressesDocument, type Address } from "../address/address-documents";
import { AddressList } from "../address/address-list";
import { CartLines } from "../cart/cart-lines";
import { checkoutBlocker } from "../cart/checkout-blocker";
import { CartSummary } from "../cart/cart-summary";
import cartStyles from "../cart/cart.module.css";
import { useShopCart } from "../cart/use-shop-cart";
import { placeOrderErrorText } from "./bill-error-text";
import { CheckoutBillDocument, CheckoutPlaceOrderDocument } from "./checkout-documents";
import { CouponBox } from "./coupon-box";
import { CURRENT_ORDER_KEY, newIdempotencyKey } from "./idempotency-key";
import { KitchenNoteField } from "./kitchen-note-field";
import { TipChooser } from "./tip-chooser";
import { DeliveryTimeChooser, type DeliveryTimeChoice } from "./delivery-time-chooser";
import { FulfilmentChoice } from "./fulfilment-choice";
import { PickupPlace } from "./pickup-place";
import type { Fulfilment, PaymentCollection } from "../../gql/graphql";
import { CheckoutUpiAtDoorDocument, PayAtDoorChoice } from "./pay-at-door-choice";
import styles from "./checkout.module.css";

/**
 * /shop/checkout (docs/architecture.md#screens, #forms, #messages): choose or add a delivery address, check the items,
 * apply a coupon, tip the rider, check the bill to the chosen address (asked again when the
 * address changes) and place a cash-on-delivery order. The idempotency key is made once when the
 * page loads, so double clicks and retries after a lost answer never make two orders (docs/architecture.md#orders).
 * The customer may add cooking instructions for the kitchen. A failure keeps the cart, the chosen
 * address and the instructions and says why (a coupon that stopped applying is taken off by the
 * server, and the text says so). Offline, the order waits on the
 * page (saying so) and is sent when the network returns.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const texts = useTextSource();
  const navigate = useNavigate();
  const blockerId = useId();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [fulfilment, setFulfilment] = useState<Fulfilment>("DELIVERY");
  const pickup = fulfilment === "PICKUP";
  // The bill's arguments: a delivery's as before (to the chosen address), a pickup's without one.
  const billFor = pickup ? { addressId: null, fulfilment } : { addressId: selectedId, fulfilment: undefined };
  const [kitchenNote, setKitchenNote] = useState("");
  // Cash unless the customer chooses UPI at the door (shown only while it is on; a pickup pays at the counter).
  const [payAtDoorBy, setPayAtDoorBy] = useState<PaymentCollection>("CASH");
  const upiOn = Boolean(useQuery(CheckoutUpiAtDoorDocument, { fetchPolicy: "cache-first" }).data?.upiAtDoor);
  // Deliver now, or order for later at a slot of the restaurant's (delivery-time-chooser.tsx).
  const [when, setWhen] = useState<DeliveryTimeChoice>({ later: false, deliverAt: null });
  const [editing, setEditing] = useState<Address | null>(null);
  const [processing, setProcessing] = useState(false);
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);
  const submitting = useRef(false);
  // Leaving the page gives up an order still waiting for the network (nothing was stored).
  const pageSignal = useUnmountSignal();

  const cartQuery = useShopCart({ fetchPolicy: "cache-and-network" });
  const addressesQuery = useQuery(ShopAddressesDocument);
  // Asked again after each cart change (CartLines' onChanged): which coupons apply may change.
  const billQuery = useQuery(CheckoutBillDocument, { variables: billFor, fetchPolicy: "cache-and-network", context: READ_AFTER_CHANGES });
  // A new address's (or the pickup's) bill is on its way: the last one stays, greyed, rather than a skeleton.
  const billShown = useRef<typeof billFor>(billFor);
  if (billQuery.data) billShown.current = billFor;
  const billCart = (billQuery.data ?? billQuery.previousData)?.cart;
  const billComing = !billQuery.data && billCart !== undefined;
  const billRestaurantId = billCart?.restaurantId ?? null;
  const [placeOrder] = useMutation(CheckoutPlaceOrderDocument);
  const { cart } = cartQuery;
  const addresses = addressesQuery.data?.addresses;
  // Closed now is no obstacle to ordering for later: the server judges the restaurant at the chosen time.
  const laterWhileClosed = when.later && cart?.restaurantIsOpenNow === false;
  const blocker = cart && !laterWhileClosed ? checkoutBlocker(cart, t) : null;

  // A chosen address that was deleted (here or in another tab) is no longer chosen.
  useEffect(() => {
    if (selectedId && addresses && !addresses.some((a) => a.id === selectedId)) setSelectedId(null);
  }, [addresses, selectedId]);

  const submit = async () => {
    if (submitting.current) return;
    if (!cart || cart.itemCount === 0) {
      toast.error(t("checkout.addItems"));
      return;
    }
    if (!pickup && !selectedId) {
      toast.error(t("checkout.selectAddress"));
      return;
    }
    if (when.later && !when.deliverAt) {
      toast.error(t("checkout.when.chooseSlot"));
      return;
    }
    const deliverAt = when.later ? when.deliverAt : null;
    submitting.current = true;
    setProcessing(true);
    try {
      // Offline or on a dropped connection the order waits and goes when the network is back,
      // with this visit's idempotency key, so the server stores it once however often it is sent.
      const send = () =>
        placeOrder({
          variables: {
            input: pickup
              ? { fulfilment, idempotencyKey, kitchenNote: kitchenNote.trim() || null, deliverAt }
              : { addressId: selectedId, idempotencyKey, kitchenNote: kitchenNote.trim() || null, deliverAt, payAtDoorBy },
          },
          // The account's order list must show the new order the next time it is opened.
          update: (cache) => {
            cache.evict({ id: "ROOT_QUERY", fieldName: "myOrders" });
            cache.gc();
          },
        });
      const { data } = await sendWhenOnline(send, { onWaiting: setWaitingForNetwork, signal: pageSignal() });
      const order = data?.placeOrder;
      if (!order) throw new Error("empty placeOrder answer");
      sessionStorage.setItem(CURRENT_ORDER_KEY, order.id);
      navigate("/shop/order-success", { replace: true });
    } catch (error) {
      if (pageSignal()?.aborted) return;
      toast.error(placeOrderErrorText(texts, error, t("checkout.failed")));
      submitting.current = false;
      setProcessing(false);
      void cartQuery.refetch();
      void billQuery.refetch().catch(() => undefined);
    }
  };

  let content;
  if (!cart) {
    content = cartQuery.error ? (
      <div role="alert" className={styles.empty}>
        <p className={styles.emptyText}>{t("checkout.loadFailed")}</p>
        <Button onClick={() => void cartQuery.refetch()}>{t("checkout.retry")}</Button>
      </div>
    ) : (
      <Skeleton active paragraph={{ rows: 8 }} />
    );
  } else if (cart.itemCount === 0 && !processing) {
    content = (
      <div className={styles.empty}>
        <ShoppingCartOutlined className={styles.emptyIcon} aria-hidden />
        <h2 className={styles.emptyTitle}>{t("checkout.emptyTitle")}</h2>
        <p className={styles.emptyText}>{t("checkout.emptyText")}</p>
        <Link to="/shop/listing" className={styles.linkButton}>
          {t("checkout.browseRestaurants")}
        </Link>
      </div>
    );
  } else {
    const canAdd = (addresses?.length ?? 0) < MAX_ADDRESSES || editing !== null;
    content = (
      <div className={styles.layout}>
        <div>
          <section className={styles.panel} aria-labelledby="checkout-address">
            <h2 id="checkout-address" className={styles.panelHeading}>
              {pickup ? t("checkout.fulfilment.pickupHeading") : t("checkout.addressHeading")}
            </h2>
            <FulfilmentChoice value={fulfilment} onChange={setFulfilment} disabled={processing} />
            {pickup ? (
              billRestaurantId && <PickupPlace restaurantId={billRestaurantId} />
            ) : (
              <AddressList
                selectable
                selectedId={selectedId}
                onSelect={setSelectedId}
                onEdit={setEditing}
                onDeleted={(id) => {
                  if (editing?.id === id) setEditing(null);
                }}
              />
            )}
            {pickup ? null : canAdd ? (
              <div className={styles.formWrap}>
                <AddressForm
                  editing={editing}
                  onSaved={(address) => {
                    setEditing(null);
                    setSelectedId(address.id);
                  }}
                  onCancelEdit={() => setEditing(null)}
                />
              </div>
            ) : (
              <p className={styles.hint}>{t("checkout.addressLimitHint")}</p>
            )}
          </section>
          <section className={styles.panel} aria-labelledby="checkout-items">
            <h2 id="checkout-items" className={styles.panelHeading}>
              {t("checkout.itemsHeading")}
            </h2>
            {cart.restaurantName && (
              <p className={styles.restaurant}>{t("checkout.fromRestaurant", { restaurant: cart.restaurantName })}</p>
            )}
            <CartLines
              cart={cart}
              disabled={processing}
              addressId={billFor.addressId}
              fulfilment={billFor.fulfilment}
              // The answer brought the new bill; which coupons could apply may have changed with the items.
              onChanged={() => void billQuery.refetch().catch(() => undefined)}
            />
            <KitchenNoteField value={kitchenNote} onChange={setKitchenNote} disabled={processing} />
            <DeliveryTimeChooser restaurantId={billRestaurantId} value={when} onChange={setWhen} disabled={processing} />
          </section>
        </div>
        <section className={`${styles.panel} ${styles.aside}`} aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" className={styles.panelHeading}>
            {t("checkout.summaryHeading")}
          </h2>
          {billCart ? (
            <>
              <CouponBox
                cart={billCart}
                offers={(billQuery.data ?? billQuery.previousData)?.availableCoupons ?? []}
                addressId={billFor.addressId}
                fulfilment={billFor.fulfilment}
                disabled={processing}
              />
              {/* The tip is the rider's: a pickup has none. */}
              {!pickup && <TipChooser cart={billCart} addressId={selectedId} disabled={processing} />}
              <CartSummary
                cart={billCart}
                addressId={billShown.current.addressId}
                fulfilment={billShown.current.fulfilment}
                pending={billComing}
              />
            </>
          ) : (
            <Skeleton active paragraph={{ rows: 4 }} />
          )}
          {!pickup && <PayAtDoorChoice value={payAtDoorBy} onChange={setPayAtDoorBy} disabled={processing} />}
          <p className={styles.cod}>
            <WalletOutlined className={styles.codIcon} aria-hidden />
            <span>
              {pickup
                ? t("checkout.fulfilment.pickupNotice")
                : !upiOn
                  ? t("checkout.codNotice")
                  : payAtDoorBy === "UPI"
                    ? t("checkout.payAtDoor.upiNotice")
                    : t("checkout.payAtDoor.cashNotice")}
            </span>
          </p>
          {blocker && (
            <p id={blockerId} className={cartStyles.notice} role="status">
              {blocker}
            </p>
          )}
          <Button
            className={styles.placeButton}
            type="primary"
            size="large"
            block
            loading={processing}
            disabled={!processing && cart.itemCount > 0 && !cart.canCheckout && !laterWhileClosed}
            aria-describedby={blocker ? blockerId : undefined}
            onClick={() => void submit()}
          >
            {processing ? t("checkout.processing") : t("checkout.placeOrder")}
          </Button>
          <div aria-live="polite">
            {processing && (
              <p className={styles.processing}>{waitingForNetwork ? t("offline.orderWaiting") : t("checkout.processingLine")}</p>
            )}
          </div>
        </section>
      </div>
    );
  }

  return (
    <AntdTheme>
      <PageTitle page={t("checkout.pageTitle")} />
      <div className={styles.page}>
        <h1 className={styles.heading}>{t("checkout.heading")}</h1>
        {content}
      </div>
    </AntdTheme>
  );
}
