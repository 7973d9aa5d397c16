import { useQuery } from "@apollo/client/react";
import { graphql } from "../gql";
import type { CurrentUserQuery } from "../gql/graphql";
import type { AuthState } from "./route-guard";

/** Who is signed in: the app's auth check, run on every start and kept in the Apollo cache. */
export const CurrentUserDocument = graphql(`
  query CurrentUser {
    me {
      id
      userName
      email
      phone
      role
      isVerified
    }
  }
`);

export type CurrentUser = NonNullable<CurrentUserQuery["me"]>;

export interface CurrentUserState {
  /** True only until the first answer (or failure) of the auth check. */
  loading: boolean;
  user: CurrentUser | null;
  auth: AuthState;
}

/**
 * The signed-in user. A failed check counts as signed out (spec §4: "A failed one clears both").
 */
export function useCurrentUser(): CurrentUserState {
  const { data, previousData, error } = useQuery(CurrentUserDocument);
  // While the check is asked again (after logout's store reset), keep the last answer on screen.
  const settled = data ?? previousData;
  const user = error ? null : (settled?.me ?? null);
  return {
    loading: settled === undefined && !error,
    user,
    auth: user ? { isAuthenticated: true, role: user.role } : { isAuthenticated: false },
  };
}
