/** The orders' answers that both adapters send as they are (the legacy REST contract's texts). */
export const ORDER_MESSAGES = {
  created: "Order created successfully",
  acknowledged: "Thank you! Your order has been placed.",
  statusUpdated: "Order status updated successfully",
  notFound: "Order not found",
} as const;
