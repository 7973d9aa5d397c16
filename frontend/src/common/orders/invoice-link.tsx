import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { graphql } from "../../gql";
import { pathTo } from "../../routes";

/**
 * Whether the order has an invoice: a delivered one does (it is issued in the delivery's
 * transaction). The status, not Order.invoiceNumber, so the admin's live list (whose new rows come
 * from the order feed) needs no other field.
 */
export const OrderInvoiceLinkFragment = graphql(`
  fragment OrderInvoiceLink_Order on Order {
    id
    status
  }
`);

/**
 * "Invoice": the link to a delivered order's printable invoice (/orders/:id/invoice), shown once
 * it is delivered; the customer's order details and the admin's show it, each reading the order
 * from the cache by its id (their queries spread the fragment).
 */
export function OrderInvoiceLink({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { data, complete } = useFragment({
    fragment: OrderInvoiceLinkFragment,
    fragmentName: "OrderInvoiceLink_Order",
    from: { __typename: "Order", id: orderId },
  });
  if (!complete || data.status !== "DELIVERED") return null;
  return <Link to={pathTo("orderInvoice", { id: orderId })}>{t("invoice.invoiceLink")}</Link>;
}
