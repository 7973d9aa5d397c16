import { graphql } from "../../gql";

/**
 * A new order (admins and superadmins), with what the order list's rows show, so the first page
 * can put it on top without asking the server again.
 */
export const AdminOrderPlacedDocument = graphql(`
  subscription AdminOrderPlaced {
    orderPlaced {
      id
      ...AdminOrderRow
    }
  }
`);

/**
 * Any order moved on (by any admin, or cancelled by its customer). Only fields an admin may
 * read; the normalised cache updates the list row and an open dialog by the order's id.
 */
export const AdminOrderUpdatedDocument = graphql(`
  subscription AdminOrderUpdated {
    orderUpdated {
      id
      ...OrderProgress
      statusHistory {
        changedByName
      }
    }
  }
`);
