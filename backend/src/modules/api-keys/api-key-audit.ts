import type { AuditSnapshot } from "../audit/audit-changes";
import type { ApiKey } from "./api-key.entity";

/**
 * An API key as the audit trail keeps it (docs/architecture.md#audit-trail): what it may do and for
 * whom, and whether it is revoked. Never its secret, its hash nor the secret's first characters.
 */
export const auditedApiKey = (
  key: Pick<ApiKey, "name" | "scopes" | "restaurantIds" | "requestsPerMinute" | "revokedAt">,
): AuditSnapshot => ({
  name: key.name,
  scopes: key.scopes,
  restaurantIds: key.restaurantIds,
  requestsPerMinute: key.requestsPerMinute,
  revoked: key.revokedAt !== null,
});
