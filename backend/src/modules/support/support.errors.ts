/** Help with an order: why a report or an answer is refused. Their HTTP statuses, for the REST adapter (rest/envelope.ts). */
export const supportErrorCodes = {
  /** The order already has an open problem: answer or add to that one. */
  PROBLEM_ALREADY_OPEN: 409,
  /** Too late (48 hours after the delivery), or an order that was rejected or cancelled. */
  PROBLEM_REPORT_CLOSED: 422,
  /** The order has had as many problems as one order may. */
  PROBLEM_LIMIT_REACHED: 409,
  /** The problem is resolved: it takes no more answers. */
  PROBLEM_RESOLVED: 409,
} as const;

declare module "../../common/errors" {
  interface ModuleErrorCodes {
    support: typeof supportErrorCodes;
  }
}
