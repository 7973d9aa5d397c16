/** The address book's refusals (address.service.ts). Their HTTP statuses, for the REST adapter (rest/envelope.ts). */
export const addressesErrorCodes = {
  ADDRESS_LIMIT_REACHED: 409,
} as const;

declare module "../../common/errors" {
  interface ModuleErrorCodes {
    addresses: typeof addressesErrorCodes;
  }
}
