import { Arg, Args, Authorized, Ctx, Query, Resolver } from "type-graphql";
import { PageArgs } from "../../common/graphql/page-args";
import type { RequestContext } from "../../common/request-context";
import { AuditFilter } from "./audit.inputs";
import type { AuditLogService } from "./audit-log.service";
import { AuditPage } from "./audit.types";

@Resolver()
export class AuditResolver {
  constructor(private readonly service: AuditLogService) {}

  @Authorized("SUPERADMIN")
  @Query(() => AuditPage, {
    description:
      "Every change made by staff or an API key, newest first, narrowed by the filter: who, when, what, and the changed fields before and after; superadmins only",
  })
  auditLog(
    @Ctx() ctx: RequestContext,
    @Arg("filter", () => AuditFilter, { nullable: true }) filter: AuditFilter | null,
    @Args(() => PageArgs) page: PageArgs,
  ) {
    return this.service.auditLog(ctx, filter ?? {}, page);
  }
}
