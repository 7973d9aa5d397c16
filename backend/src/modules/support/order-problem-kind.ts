import { registerEnumType } from "type-graphql";

/** What a customer can ask help with about an order. */
export const ORDER_PROBLEM_KINDS = ["MISSING_ITEM", "WRONG_ITEM", "LATE", "QUALITY", "RIDER", "OTHER"] as const;
export type OrderProblemKind = (typeof ORDER_PROBLEM_KINDS)[number];

export const OrderProblemKindEnum = {
  MISSING_ITEM: "MISSING_ITEM",
  WRONG_ITEM: "WRONG_ITEM",
  LATE: "LATE",
  QUALITY: "QUALITY",
  RIDER: "RIDER",
  OTHER: "OTHER",
} as const satisfies Record<OrderProblemKind, OrderProblemKind>;
registerEnumType(OrderProblemKindEnum, {
  name: "OrderProblemKind",
  description: "What went wrong: an item missing or wrong, the order late, the food's quality, the rider, or something else",
});

/** OPEN until an admin resolves it; an answer without resolving keeps it open. */
export const ORDER_PROBLEM_STATUSES = ["OPEN", "RESOLVED"] as const;
export type OrderProblemStatus = (typeof ORDER_PROBLEM_STATUSES)[number];

export const OrderProblemStatusEnum = { OPEN: "OPEN", RESOLVED: "RESOLVED" } as const satisfies Record<
  OrderProblemStatus,
  OrderProblemStatus
>;
registerEnumType(OrderProblemStatusEnum, {
  name: "OrderProblemStatus",
  description: "OPEN until an admin resolves it (an answer alone keeps it open); RESOLVED after",
});
