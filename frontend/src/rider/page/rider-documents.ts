import { graphql } from "../../gql";

/**
 * Everything the rider's page shows, in one request: the rider (name, shift, cash in hand), the
 * open deliveries (oldest first) and today's delivered or failed ones. Asked again on every
 * riderOrderChanged, on every reconnect of the live connection and when the page regains focus.
 * Each part's own fields are its component's fragment; the page reads only what it decides on.
 */
export const RiderHomeDocument = graphql(`
  query RiderHome {
    riderMe {
      id
      name
      onShift
      ...RiderShiftPanel_Rider
    }
    riderOrders {
      id
      status
      ...RiderOrderCard_Order
    }
    riderDeliveredToday {
      id
      ...RiderDeliveredToday_Order
    }
  }
`);

/** An order assigned to this rider (or just taken away) changed: the page asks for its data again. */
export const RiderOrderChangedDocument = graphql(`
  subscription RiderOrderChanged {
    riderOrderChanged {
      orderId
      status
      assignedToMe
    }
  }
`);
