import { graphql } from "../../../gql";

/**
 * What the invoice page prints: the issued invoice of one order (orderInvoice). An OrderInvoice
 * has no id of its own, so the cache keeps it inside the query and useFragment cannot look it up:
 * the page spreads it with @unmask and passes it whole.
 */
export const InvoiceDocumentFragment = graphql(`
  fragment InvoiceDocument_OrderInvoice on OrderInvoice {
    orderId
    shortId
    kind
    number
    issuedAt
    placedAt
    restaurantName
    sacCode
    seller {
      legalName
      gstin
      address
    }
    customer {
      name
      address
      city
      pincode
    }
    lines {
      name
      options
      quantity
      unitPrice
      value
    }
    itemsValue
    discount
    deliveryFee
    taxableValue
    taxes {
      tax
      supply
      ratePercent
      amount
    }
    taxTotal
    pricesIncludeTax
    invoiceValue
    tip
    total
  }
`);

export const OrderInvoicePageDocument = graphql(`
  query OrderInvoicePage($orderId: ID!) {
    orderInvoice(orderId: $orderId) {
      orderId
      number
      ...InvoiceDocument_OrderInvoice @unmask
    }
  }
`);
