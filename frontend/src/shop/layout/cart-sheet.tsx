import ShoppingCartOutlined from "@ant-design/icons/ShoppingCartOutlined";
import { useQuery } from "@apollo/client/react";
import { Button, Drawer, Skeleton } from "antd";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { AntdTheme } from "../../common/antd-theme";
import { CartSheetBillDocument } from "../cart/cart-documents";
import { CartLines } from "../cart/cart-lines";
import { checkoutBlocker } from "../cart/checkout-blocker";
import { CartSummary } from "../cart/cart-summary";
import cartStyles from "../cart/cart.module.css";
import { useShopCart } from "../cart/use-shop-cart";
import styles from "./shop-layout.module.css";

const CHECKOUT_PATH = "/shop/checkout";

/**
 * The cart side sheet 'Your Cart' (docs/architecture.md#screens), loaded on the first click of the cart button: the
 * lines with their quantity controls, the bill, and 'Proceed to Checkout', which is disabled
 * with the reason shown while the cart cannot be ordered (restaurant closed, item unavailable,
 * below the restaurant's minimum order). The bill is asked for again each time the sheet opens:
 * a dish added on a menu meanwhile changed it.
 */
export default function CartSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const blockerId = useId();
  const { cart, loading, error, refetch } = useShopCart();
  const blocker = cart ? checkoutBlocker(cart, t) : null;
  const billQuery = useQuery(CartSheetBillDocument, { variables: { addressId: null }, fetchPolicy: "cache-and-network" });
  const { refetch: refetchBill } = billQuery;
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) void refetchBill().catch(() => undefined);
    wasOpen.current = open;
  }, [open, refetchBill]);
  const billCart = billQuery.data?.cart;

  let body;
  if (!cart) {
    body =
      loading || !error ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <div role="alert" className={styles.cartEmpty}>
          <p>{t("cartSheet.loadFailed")}</p>
          <Button onClick={() => void refetch()}>{t("cartSheet.retry")}</Button>
        </div>
      );
  } else if (cart.itemCount === 0) {
    body = (
      <div className={styles.cartEmpty}>
        <ShoppingCartOutlined className={styles.cartEmptyIcon} aria-hidden />
        <p>{t("shop.cartEmpty")}</p>
        <Link to="/shop/listing" onClick={onClose}>
          {t("cartSheet.browseRestaurants")}
        </Link>
      </div>
    );
  } else {
    body = <CartLines cart={cart} label={t("cartSheet.lines")} />;
  }

  const footer = cart && (
    <section aria-label={t("cartSheet.summary")} className={cartStyles.sheetFooter}>
      {billCart && <CartSummary cart={billCart} addressId={null} />}
      {blocker && (
        <p id={blockerId} className={cartStyles.notice} role="status">
          {blocker}
        </p>
      )}
      <Button
        type="primary"
        size="large"
        block
        disabled={!cart.canCheckout}
        aria-describedby={blocker ? blockerId : undefined}
        onClick={() => {
          onClose();
          navigate(CHECKOUT_PATH);
        }}
      >
        {t("cartSheet.proceedToCheckout")}
      </Button>
    </section>
  );

  return (
    <AntdTheme>
      <Drawer title={t("shop.cartTitle")} placement="right" open={open} onClose={onClose} size={400} footer={footer}>
        {body}
      </Drawer>
    </AntdTheme>
  );
}
