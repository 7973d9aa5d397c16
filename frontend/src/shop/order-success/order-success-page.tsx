import CheckCircleFilled from "@ant-design/icons/CheckCircleFilled";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { Button } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { AntdTheme } from "../../common/antd-theme";
import { formatOrderNumber } from "../../common/formatters";
import { BillLines } from "../../common/orders/bill-lines";
import { OrderPickupPlace } from "../../common/orders/order-pickup-place";
import { PageTitle } from "../../common/page-title";
import { PushOptIn } from "../../common/push/push-opt-in";
import { graphql } from "../../gql";
import { ShopCartDocument } from "../cart/cart-documents";
import { CURRENT_ORDER_KEY } from "../checkout/idempotency-key";
import styles from "./order-success.module.css";

/** The bill the order was placed with, the same figures checkout showed. */
export const OrderSuccessBillDocument = graphql(`
  query OrderSuccessBill($id: ID!) {
    order(id: $id) {
      id
      bill {
        ...BillLines_Bill @unmask
      }
      ...OrderPickupPlace_Order
    }
  }
`);

function storedOrderId(): string | null {
  try {
    return sessionStorage.getItem(CURRENT_ORDER_KEY);
  } catch {
    return null;
  }
}

/**
 * /shop/order-success (docs/architecture.md#screens, #behaviour). On load it finalises the order: placeOrder already emptied
 * the cart in its own transaction, so finalising is forgetting the stored order id and reloading
 * the cart (the header badge drops to 0). The order number and its bill stay on screen for this visit.
 */
export function OrderSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [orderId] = useState(storedOrderId);
  const billQuery = useQuery(OrderSuccessBillDocument, { variables: { id: orderId ?? "" }, skip: !orderId });
  const order = billQuery.data?.order;
  const bill = order?.bill;

  useEffect(() => {
    try {
      sessionStorage.removeItem(CURRENT_ORDER_KEY);
    } catch {
      // Storage blocked: nothing was stored either.
    }
    void client.refetchQueries({ include: [ShopCartDocument] }).catch(() => undefined);
  }, [client]);

  return (
    <AntdTheme>
      <PageTitle page={t("checkout.successPageTitle")} />
      <div className={styles.page}>
        <CheckCircleFilled className={styles.icon} aria-hidden />
        <h1 className={styles.title}>{t("checkout.successTitle")}</h1>
        {orderId && <p className={styles.number}>{t("checkout.orderNumber", { number: formatOrderNumber(orderId) })}</p>}
        {bill && (
          <section className={styles.bill} aria-labelledby="order-success-bill">
            <h2 id="order-success-bill" className={styles.billHeading}>
              {t("checkout.successBillHeading")}
            </h2>
            <BillLines
              bill={bill}
              labels={{ ITEMS: t("cartSheet.itemsTotal"), DELIVERY_FEE: t("cartSheet.deliveryCharges") }}
              totalLabel={t("cartSheet.totalAmount")}
            />
          </section>
        )}
        {order && <OrderPickupPlace order={order} headingLevel={2} />}
        <p className={styles.text}>{t("checkout.successText")}</p>
        <Button className={styles.button} type="primary" size="large" onClick={() => navigate("/shop/account")}>
          {t("checkout.viewMyOrders")}
        </Button>
        <PushOptIn audience="customer" />
      </div>
    </AntdTheme>
  );
}
