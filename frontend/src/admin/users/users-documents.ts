import { graphql } from "../../gql";

/** One page of every account, newest first (superadmins only). */
export const AdminOpsUsersDocument = graphql(`
  query AdminOpsUsers($search: String, $role: UserRole, $limit: Int!, $offset: Int!) {
    adminUsers(search: $search, role: $role, limit: $limit, offset: $offset) {
      total
      limit
      offset
      items {
        id
        ...UsersList_User
        ...UserRoleSelect_User
      }
    }
  }
`);

/**
 * Gives an account another role; the server ends that user's sessions. It answers with the role
 * select's fragment, so the normalised cache (User:id) updates the row without asking again.
 */
export const AdminOpsSetUserRoleDocument = graphql(`
  mutation AdminOpsSetUserRole($id: ID!, $role: UserRole!) {
    setUserRole(id: $id, role: $role) {
      id
      ...UserRoleSelect_User
    }
  }
`);
