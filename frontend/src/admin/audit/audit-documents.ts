import { graphql } from "../../gql";

/** One page of the audit trail, newest first, narrowed by the filters (superadmins only). */
export const AdminAuditLogDocument = graphql(`
  query AdminAuditLog($filter: AuditFilter, $limit: Int!, $offset: Int!) {
    auditLog(filter: $filter, limit: $limit, offset: $offset) {
      total
      limit
      offset
      items {
        id
        ...AuditEntries_AuditEntry
      }
    }
  }
`);
