import type { AuditSnapshot } from "../audit/audit-changes";
import type { OrderProblem } from "./order-problem.entity";

/**
 * What the office changes of a help request, as the audit trail keeps it
 * (docs/architecture.md#audit-trail): its latest answer and whether it is resolved. The customer's
 * report (their words, the lines) stays out of the trail.
 */
export const auditedAnswer = (problem: Pick<OrderProblem, "answer" | "status">): AuditSnapshot => ({
  answer: problem.answer,
  status: problem.status,
});
