import { graphql } from "../../../gql";

/** What the invoice page prints: the issued invoice of one order (orderInvoice). */
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
      ...InvoiceDocument_OrderInvoice
    }
  }
`);
