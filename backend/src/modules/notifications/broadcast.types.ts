import { ObjectType } from "type-graphql";
import { Paginated } from "../../common/graphql/paginated";
import { Broadcast } from "./broadcast.entity";

/** The schema's BroadcastPage has never had limit and offset; the service's page still carries them. */
@ObjectType({ description: "A page of broadcasts, newest first" })
export class BroadcastPage extends Paginated(Broadcast, {
  totalDescription: "How many broadcasts there are, over all pages",
  window: false,
}) {}
