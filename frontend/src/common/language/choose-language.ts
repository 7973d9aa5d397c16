import { apolloClient } from "../../apollo";
import { switchLanguage } from "../../i18n/i18n";
import { rememberLanguage, type Language } from "../../i18n/languages";
import { saveLanguageToAccount, signedInAccount } from "./account-language";

/**
 * The user picked a language (the switch): the app shows it (no reload), the device keeps it,
 * and a signed-in user's account gets it too (in the background: the screen does not wait for
 * the server). Rejects when the texts could not be downloaded; nothing is kept then.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await switchLanguage(language);
  rememberLanguage(language);
  const account = signedInAccount(apolloClient);
  if (account && account.preferredLanguage !== language) void saveLanguageToAccount(apolloClient, account.id, language);
}
