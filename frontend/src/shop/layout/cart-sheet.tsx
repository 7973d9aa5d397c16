import { ShoppingCartOutlined } from "@ant-design/icons";
import { useQuery } from "@apollo/client/react";
import { Button, Drawer, Skeleton } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { AntdTheme } from "../../common/antd-theme";
import { ShopCartDocument } from "../cart/cart-documents";
import { CartLineItem } from "../cart/cart-line-item";
import { CartSummary, checkoutBlocker } from "../cart/cart-summary";
import cartStyles from "../cart/cart.module.css";
import { useCartLineActions } from "../cart/use-cart-line-actions";
import styles from "./shop-layout.module.css";

const CHECKOUT_PATH = "/shop/checkout";

/**
 * The cart side sheet 'Your Cart' (spec §2), loaded on the first click of the cart button: the
 * lines with their quantity controls, the totals, and 'Proceed to Checkout', which is disabled
 * with the reason shown while the cart cannot be ordered (restaurant closed, item unavailable).
 */
export default function CartSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const blockerId = useId();
  const { data, loading, error, refetch } = useQuery(ShopCartDocument);
  const cart = data?.cart;
  const actions = useCartLineActions(cart);
  const blocker = cart ? checkoutBlocker(cart, t) : null;

  let body;
  if (!cart) {
    body =
      loading || !error ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <div role="alert" className={styles.cartEmpty}>
          <p>{t("cart.loadFailed")}</p>
          <Button onClick={() => void refetch()}>{t("cart.retry")}</Button>
        </div>
      );
  } else if (cart.items.length === 0) {
    body = (
      <div className={styles.cartEmpty}>
        <ShoppingCartOutlined className={styles.cartEmptyIcon} aria-hidden />
        <p>{t("shop.cartEmpty")}</p>
        <Link to="/shop/listing" onClick={onClose}>
          {t("cart.browseRestaurants")}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className={cartStyles.lines} aria-label={t("cart.lines")}>
        {cart.items.map((line) => (
          <CartLineItem
            key={line.id}
            line={line}
            busy={actions.isBusy(line.menuItemId)}
            onQuantity={(quantity) => void actions.setQuantity(line.menuItemId, quantity)}
            onRemove={() => void actions.removeLine(line.menuItemId)}
          />
        ))}
      </ul>
    );
  }

  const footer = cart && (
    <section aria-label={t("cart.summary")} className={cartStyles.sheetFooter}>
      <CartSummary cart={cart} />
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
        {t("cart.proceedToCheckout")}
      </Button>
    </section>
  );

  return (
    <AntdTheme>
      <Drawer
        title={t("shop.cartTitle")}
        placement="right"
        open={open}
        onClose={onClose}
        size={400}
        footer={footer}
      >
        {body}
      </Drawer>
    </AntdTheme>
  );
}
