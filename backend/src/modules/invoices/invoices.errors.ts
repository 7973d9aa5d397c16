/** The invoices' refusals, with their HTTP statuses for the REST adapter. */
export const invoicesErrorCodes = {
  /** The order has no invoice (yet): only a delivered order has one. */
  INVOICE_NOT_ISSUED: 404,
} as const;

declare module "../../common/errors" {
  interface ModuleErrorCodes {
    invoices: typeof invoicesErrorCodes;
  }
}
