import { resolver, type AppModule } from "../../common/app-module";
import { AuditEntry } from "./audit-entry.entity";
import { AuditLogService } from "./audit-log.service";
import { AuditTrail } from "./audit-trail";
import { AuditResolver } from "./audit.resolver";

declare module "../../common/app-module" {
  interface AppServices {
    /** Records staff's and keys' changes in their own transactions (audit-trail.ts). */
    audit: AuditTrail;
    auditLog: AuditLogService;
  }
}

/**
 * The audit trail (docs/architecture.md#audit-trail). Early in the list: the modules after it
 * record their changes through services.audit; it names none of them.
 */
export const auditModule: AppModule = {
  name: "audit",
  entities: [AuditEntry],
  services: (deps) => ({ audit: new AuditTrail(), auditLog: new AuditLogService(deps) }),
  resolvers: [resolver(AuditResolver, (services) => new AuditResolver(services.auditLog))],
};
