import { graphql } from "../../gql";

/** Today's figures, orders by status, the last 14 days and the best sellers (admins and superadmins). */
export const AdminOpsDashboardDocument = graphql(`
  query AdminOpsDashboard {
    dashboard {
      today
      ordersToday
      revenueToday
      waitingForAction
      byStatus {
        status
        count
      }
      days {
        date
        orders
        revenue
      }
      topItems {
        menuItemId
        name
        quantity
        revenue
      }
    }
  }
`);
