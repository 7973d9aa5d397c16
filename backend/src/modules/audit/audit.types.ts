import { ObjectType } from "type-graphql";
import { Paginated } from "../../common/graphql/paginated";
import { AuditEntry } from "./audit-entry.entity";

@ObjectType({ description: "A page of the audit trail, newest first (offset pagination)" })
export class AuditPage extends Paginated(AuditEntry, {
  totalDescription: "How many entries the filter finds, over all pages",
  descriptions: {
    items: "The entries on this page, newest first",
    limit: "The most entries a page holds, as asked",
    offset: "How many entries come before this page",
  },
}) {}
