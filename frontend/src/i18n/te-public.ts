import { authApiErrors } from "./te/auth-errors";
import { pageErrors } from "./te/page-errors";
import { auth } from "./te/auth";
import { landing } from "./te/landing";
import { legal } from "./te/legal";
import type { PublicCatalogue } from "./en-public";

/**
 * The pages seen before signing in, in Telugu: the landing page, the terms and privacy pages and
 * the auth screens. Loaded with those routes, like `en-public.ts`.
 */
export const tePublic: PublicCatalogue = {
  apiErrors: authApiErrors,
  errors: pageErrors,
  landing,
  legal,
  auth,
};
