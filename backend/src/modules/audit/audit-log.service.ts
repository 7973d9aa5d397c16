import type { DataSource } from "typeorm";
import { requireRole } from "../../common/access";
import { kolkataDayStart } from "../../common/calendar-day";
import { AppError } from "../../common/errors";
import { containsPattern } from "../../common/like-pattern";
import { pageWindow, type Page } from "../../common/paging";
import type { RequestContext } from "../../common/request-context";
import { AuditEntry, AuditFieldChange } from "./audit-entry.entity";
import type { AuditFilter } from "./audit.inputs";

const DAY_MS = 24 * 60 * 60_000;
const present = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** Reads the audit trail: superadmins only, newest first, one page at a time. */
export class AuditLogService {
  constructor(private readonly deps: { dataSource: DataSource }) {}

  async auditLog(
    ctx: RequestContext,
    filter: AuditFilter,
    page: { limit?: number | null; offset?: number | null },
  ): Promise<Page<AuditEntry>> {
    requireRole(ctx, "SUPERADMIN");
    const { limit, offset } = pageWindow(page.limit, page.offset);
    const query = this.deps.dataSource.getRepository(AuditEntry).createQueryBuilder("entry");
    if (present(filter.actor)) query.andWhere("entry.actorName ILIKE :actor ESCAPE '\\'", { actor: containsPattern(filter.actor.trim()) });
    if (present(filter.actorId)) query.andWhere("CAST(entry.actorId AS text) = :actorId", { actorId: filter.actorId.trim() });
    if (filter.entityType) query.andWhere("entry.entityType = :entityType", { entityType: filter.entityType });
    if (present(filter.entityId)) query.andWhere("entry.entityId = :entityId", { entityId: filter.entityId.trim() });
    if (present(filter.action)) query.andWhere("entry.action = :action", { action: filter.action.trim() });
    const from = present(filter.from) ? kolkataDayStart(filter.from) : null;
    const to = present(filter.to) ? new Date(kolkataDayStart(filter.to).getTime() + DAY_MS) : null;
    if (from && to && from >= to) throw new AppError("BAD_USER_INPUT", "The first day must not be after the last day");
    if (from) query.andWhere("entry.at >= :from", { from });
    if (to) query.andWhere("entry.at < :to", { to });
    const [rows, total] = await query.orderBy("entry.at", "DESC").addOrderBy("entry.id", "DESC").take(limit).skip(offset).getManyAndCount();
    const items = rows.map((row) =>
      Object.assign(row, { changes: row.changes.map((change) => Object.assign(new AuditFieldChange(), change)) }),
    );
    return { items, total, limit, offset };
  }
}
