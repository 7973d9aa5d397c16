import { authApiErrors } from "./en/auth-errors";
import { pageErrors } from "./en/page-errors";
import { auth } from "./en/auth";
import { landing } from "./en/landing";
import { legal } from "./en/legal";
import type { Widen } from "./en";

/**
 * The pages seen before signing in, in English: the landing page, the terms and privacy pages
 * and the auth screens (sign in, sign up, code, password reset), plus the not-found and
 * access-denied pages (`errors.*`). A signed-in customer's shop never shows them, so they
 * are a chunk of their own that those routes load (`loadCatalogue("public")`).
 */
export const enPublic = {
  apiErrors: authApiErrors,
  errors: pageErrors,
  landing,
  legal,
  auth,
} as const;

/** The shape every language's public catalogue has. */
export type PublicCatalogue = Widen<typeof enPublic>;
