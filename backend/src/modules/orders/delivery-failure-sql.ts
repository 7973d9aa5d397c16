// SQL fragments shared by the admin dashboard (order-dashboard-sql.ts) and the riders' day figures.

/**
 * The rider a failed delivery counts for, from order_status_changes c JOIN orders o LEFT JOIN
 * users m ON m.id = c.changed_by_id: the rider who reported it, or (when the office marked it)
 * the order's rider, even after the order was given to another.
 */
export const FAILED_BY = `CASE WHEN m.role = 'rider' THEN c.changed_by_id ELSE o.rider_id END`;
export const FAILURES_FROM = `order_status_changes c JOIN orders o ON o.id = c.order_id LEFT JOIN users m ON m.id = c.changed_by_id`;
