import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { graphql } from "../../gql";
import styles from "./orders.module.css";

/** Who placed the order (superadmins only). */
export const OrderCustomerFragment = graphql(`
  fragment OrderCustomer_Order on Order {
    id
    customer {
      id
      name
      email
      phone
    }
  }
`);

/** The superadmin's 'Customer' section of 'Order Details': name, phone and e-mail, both as links. */
export function OrderCustomer(props: { order: FragmentType<typeof OrderCustomerFragment> }) {
  const { t } = useTranslation();
  const { data: order, complete } = useFragment({
    fragment: OrderCustomerFragment,
    fragmentName: "OrderCustomer_Order",
    from: props.order,
  });
  if (!complete) return null;
  const { customer } = order;
  return (
    <section aria-labelledby={`order-customer-${order.id}`}>
      <h3 id={`order-customer-${order.id}`} className={styles.dialogHeading}>
        {t("adminOps.orders.customer")}
      </h3>
      {customer ? (
        <dl className={styles.pairs}>
          <div>
            <dt>{t("adminOps.orders.customerName")}</dt>
            <dd>{customer.name}</dd>
          </div>
          <div>
            <dt>{t("adminOps.orders.customerPhone")}</dt>
            <dd>
              <a href={`tel:+91${customer.phone}`}>{customer.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{t("adminOps.orders.customerEmail")}</dt>
            <dd>
              <a href={`mailto:${customer.email}`}>{customer.email}</a>
            </dd>
          </div>
        </dl>
      ) : (
        <p className={styles.muted}>{t("adminOps.orders.customerGone")}</p>
      )}
    </section>
  );
}
