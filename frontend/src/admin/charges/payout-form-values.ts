import type { PayoutSettingsInput } from "../../gql/graphql";

/**
 * The server's rules for the payout settings' UPI at the door (backend charges/upi-id.ts), so
 * the form says no before it does: a VPA, name@bank, and a payee name with it.
 */
export const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,98}@[A-Za-z][A-Za-z0-9.-]{1,48}$/;
export const UPI_ID_MAX_LENGTH = 100;
export const UPI_PAYEE_NAME_MAX_LENGTH = 50;

export interface PayoutFormValues {
  defaultCommissionPercent: number | null;
  upiId: string;
  upiPayeeName: string;
}

export function payoutSettingsToValues(settings: {
  defaultCommissionPercent: number;
  upiId?: string | null;
  upiPayeeName?: string | null;
}): PayoutFormValues {
  return {
    defaultCommissionPercent: settings.defaultCommissionPercent,
    upiId: settings.upiId ?? "",
    upiPayeeName: settings.upiPayeeName ?? "",
  };
}

/** An empty UPI id is sent as null: UPI at the door is off, and its payee name goes with it. */
export function payoutValuesToInput(values: PayoutFormValues): PayoutSettingsInput {
  const upiId = values.upiId.trim();
  return {
    defaultCommissionPercent: values.defaultCommissionPercent ?? Number.NaN,
    upiId: upiId === "" ? null : upiId,
    upiPayeeName: upiId === "" ? null : values.upiPayeeName.trim(),
  };
}
