import type { UserRole } from "./user-role";

/**
 * The person a request acts for (RequestContext.user). common's checks read only an id and a role;
 * the users module makes it its whole User by declaration merging (modules/users/user.entity.ts),
 * so services get the account as they read it while common names no module.
 */
export interface SignedInUser {
  id: string;
  role: UserRole;
}
