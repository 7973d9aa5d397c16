import { useFragment, useQuery } from "@apollo/client/react";
import { graphql } from "../gql";
import type { CurrentUser_UserFragment } from "../gql/graphql";
import type { AuthState } from "./route-guard";

/**
 * What the app knows of the signed-in user: read by `useCurrentUser()` (the route guard, the
 * layouts, the pages). Login answers with it too and writes it as `me` (auth/pages/login-page.tsx).
 * `preferredLanguage` rides along so that the app can follow the account's language as soon as
 * it knows who is signed in (common/language/account-language.ts), and so do the ids of a
 * customer's favourite restaurants: the hearts on cards and menus read them here, so the public
 * catalogue's answers carry nothing personal and shared caches may keep them.
 */
export const CurrentUserFragment = graphql(`
  fragment CurrentUser_User on User {
    id
    userName
    email
    phone
    role
    isVerified
    preferredLanguage
    favouriteRestaurantIds
  }
`);

/** Who is signed in: the app's auth check, run on every start and kept in the Apollo cache. */
export const CurrentUserDocument = graphql(`
  query CurrentUser {
    me {
      id
      ...CurrentUser_User
    }
  }
`);

export type CurrentUser = CurrentUser_UserFragment;

export interface CurrentUserState {
  /** True only until the first answer (or failure) of the auth check. */
  loading: boolean;
  user: CurrentUser | null;
  auth: AuthState;
}

/**
 * The signed-in user. A failed check counts as signed out (docs/architecture.md#behaviour: "A failed one clears both").
 */
export function useCurrentUser(): CurrentUserState {
  const { data, previousData, error } = useQuery(CurrentUserDocument);
  // While the check is asked again (after logout's store reset), keep the last answer on screen.
  const settled = data ?? previousData;
  const me = useFragment({ fragment: CurrentUserFragment, fragmentName: "CurrentUser_User", from: error ? null : (settled?.me ?? null) });
  const user = me.complete ? me.data : null;
  return {
    loading: settled === undefined && !error,
    user,
    auth: user ? { isAuthenticated: true, role: user.role } : { isAuthenticated: false },
  };
}
