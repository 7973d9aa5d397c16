import { ObjectType } from "type-graphql";
import { Paginated } from "../../common/graphql/paginated";
import { User } from "./user.entity";

@ObjectType({ description: "A page of accounts, newest first (offset pagination)" })
export class UserPage extends Paginated(User, { totalDescription: "How many accounts match, over all pages" }) {}
