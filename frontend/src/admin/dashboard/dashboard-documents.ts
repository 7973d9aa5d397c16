import { graphql } from "../../gql";

/**
 * Today's figures, orders by status, the last 14 days, the best sellers and the riders'
 * deliveries (admins and superadmins).
 */
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
      ...DeliveriesCard_OrderDashboard @unmask
    }
  }
`);
