import type { ApolloClient } from "@apollo/client";
import { graphql } from "../../gql";
import { currentLanguage, switchLanguage } from "../../i18n/i18n";
import { LANGUAGE_STORAGE_KEY, rememberLanguage, type Language } from "../../i18n/languages";
import { accountLanguageStep, type AccountLanguage } from "./account-language-step";

/**
 * The signed-in user's language, as the cache holds it: the auth check and login fill it in
 * (through `CurrentUser_User`), so this is only ever read from the cache, never sent.
 */
const AccountLanguageDocument = graphql(`
  query AccountLanguage {
    me {
      id
      preferredLanguage
    }
  }
`);

const SetPreferredLanguageDocument = graphql(`
  mutation SetPreferredLanguage($language: Language!) {
    setPreferredLanguage(language: $language) {
      id
      preferredLanguage
    }
  }
`);

/** The id of the user whose choice of language this device could not save to the account yet. */
const UNSAVED_KEY = `${LANGUAGE_STORAGE_KEY}.unsaved`;

function unsavedChoiceFor(): string | null {
  try {
    return localStorage.getItem(UNSAVED_KEY);
  } catch {
    return null;
  }
}

function markUnsaved(userId: string | null) {
  try {
    if (userId === null) localStorage.removeItem(UNSAVED_KEY);
    else localStorage.setItem(UNSAVED_KEY, userId);
  } catch {
    // Storage blocked: the account simply keeps its language until the next choice.
  }
}

/** The signed-in user, from the cache (null: signed out, or not known yet). */
export function signedInAccount(client: ApolloClient): AccountLanguage | null {
  return client.cache.readQuery({ query: AccountLanguageDocument })?.me ?? null;
}

/**
 * Saves the language to the account (e-mails and pushes use it). Until the server has it, the
 * device remembers that it owes the account this choice, so a save lost offline is made at the
 * next start instead of being overwritten by the account's older language.
 */
export async function saveLanguageToAccount(client: ApolloClient, userId: string, language: Language): Promise<void> {
  markUnsaved(userId);
  try {
    await client.mutate({ mutation: SetPreferredLanguageDocument, variables: { language } });
    if (unsavedChoiceFor() === userId && currentLanguage() === language) markUnsaved(null);
  } catch {
    // Offline or refused: kept as unsaved, tried again when this user is next recognised.
  }
}

/**
 * Keeps the language and the account in step whenever the app learns who is signed in (the
 * auth check at start, a sign-in): the account's language is adopted (and kept on the device),
 * or, when the account has none, the device's is saved to it. Watches the cache, so the login
 * page and the start-up code need not call anything. Returns the function that stops watching.
 */
export function followAccountLanguage(client: ApolloClient): () => void {
  let lastUserId: string | null = null;
  return client.cache.watch({
    query: AccountLanguageDocument,
    optimistic: false,
    immediate: true,
    callback: (diff) => {
      const account = diff.complete ? diff.result.me : null;
      if (!account || account.id === lastUserId) {
        lastUserId = account?.id ?? null;
        return;
      }
      lastUserId = account.id;
      const shown = currentLanguage();
      if (account.preferredLanguage === shown && unsavedChoiceFor() === account.id) markUnsaved(null);
      const step = accountLanguageStep(account, shown, unsavedChoiceFor());
      if (step.kind === "adopt") {
        // A failed download leaves the device's language; the next start tries again.
        void switchLanguage(step.language).then(
          () => rememberLanguage(step.language),
          () => undefined,
        );
      } else if (step.kind === "save") {
        void saveLanguageToAccount(client, account.id, step.language);
      }
    },
  });
}
