import { isLanguage, type Language } from "../../i18n/languages";

/** The signed-in account as far as its language goes (null: nobody is signed in). */
export interface AccountLanguage {
  id: string;
  preferredLanguage?: string | null;
}

/** What to do when the app learns who is signed in. */
export type AccountLanguageStep =
  /** The account's language is not the one shown: show it (a sign-in on another device). */
  | { kind: "adopt"; language: Language }
  /** The account has no language yet, or this device holds a choice it never got: send it. */
  | { kind: "save"; language: Language }
  | { kind: "none" };

/**
 * The rule between the language on the device and the one on the account, applied once per
 * sign-in (or per start with a session):
 * - a choice made on this device while signed in as this user that could not be saved then
 *   (offline) is saved now, rather than overwritten by the account's older one;
 * - otherwise the account's language wins, so it follows the user from device to device;
 * - an account without one gets the language shown.
 */
export function accountLanguageStep(
  account: AccountLanguage | null,
  shown: Language,
  unsavedChoiceFor: string | null,
): AccountLanguageStep {
  if (!account) return { kind: "none" };
  if (unsavedChoiceFor === account.id) {
    return account.preferredLanguage === shown ? { kind: "none" } : { kind: "save", language: shown };
  }
  if (isLanguage(account.preferredLanguage)) {
    return account.preferredLanguage === shown ? { kind: "none" } : { kind: "adopt", language: account.preferredLanguage };
  }
  return { kind: "save", language: shown };
}
