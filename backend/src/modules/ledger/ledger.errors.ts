/** The books' refusals, with their HTTP statuses for the REST adapter. */
export const ledgerErrorCodes = {
  /** A statement is paid once: its payment is on record already. */
  STATEMENT_ALREADY_PAID: 409,
  /** A week is paid once it has ended (India time): until then its orders may still be delivered. */
  STATEMENT_NOT_CLOSED: 409,
  /** A rider's week is paid once (docs/money.md#riders-pay). */
  RIDER_WEEK_ALREADY_PAID: 409,
  /** A rider's week is paid once it has ended (India time). */
  RIDER_WEEK_NOT_CLOSED: 409,
  /** The accountant's file is one period's entries, whole: a period with too many is refused, not cut short. */
  LEDGER_EXPORT_TOO_LARGE: 413,
} as const;

declare module "../../common/errors" {
  interface ModuleErrorCodes {
    ledger: typeof ledgerErrorCodes;
  }
}
