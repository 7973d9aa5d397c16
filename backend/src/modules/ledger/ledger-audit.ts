import type { AuditSnapshot } from "../audit/audit-changes";
import type { CorrectedAccount } from "./ledger-correction.inputs";

/** The books' changes as the audit trail keeps them (docs/architecture.md#audit-trail): money in paise. */

/** A restaurant's own commission; null: it pays the default. */
export const auditedCommission = (percent: number | null): AuditSnapshot => ({ commissionPercent: percent });

/** A week paid out: which week, when, the transaction's reference and the amount paid. */
interface Payout {
  weekStart: string;
  paidOn: string;
  reference: string;
  paidPaise: number;
}
const auditedPayout = (payout: Payout): AuditSnapshot => ({
  weekStart: payout.weekStart,
  paidOn: payout.paidOn,
  reference: payout.reference,
  paidPaise: payout.paidPaise,
});

/** A restaurant's week paid out (markStatementPaid). */
export const auditedStatementPayment = (payment: Payout & { restaurantId: string }): AuditSnapshot => ({
  restaurantId: payment.restaurantId,
  ...auditedPayout(payment),
});

/** A rider's week paid out (markRiderPaid). */
export const auditedRiderPayment = (payment: Payout & { riderId: string }): AuditSnapshot => ({
  riderId: payment.riderId,
  ...auditedPayout(payment),
});

/** A correction booked: the account, the signed amount as that account sees it, the reason and whom it concerns. */
export const auditedCorrection = (correction: {
  account: CorrectedAccount;
  amountPaise: number;
  reason: string;
  orderId: string | null;
  restaurantId: string | null;
  riderId: string | null;
}): AuditSnapshot => ({
  account: correction.account,
  amountPaise: correction.amountPaise,
  reason: correction.reason,
  orderId: correction.orderId,
  restaurantId: correction.restaurantId,
  riderId: correction.riderId,
});
