import { Args, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { User } from "./user.entity";
import { AdminUsersArgs, SetUserRoleArgs } from "./user.inputs";
import type { UserService } from "./user.service";
import { UserPage } from "./user.types";

/** Accounts and roles: superadmins only. */
@Resolver()
export class UserAdminResolver {
  constructor(private readonly users: UserService) {}

  @Authorized("SUPERADMIN")
  @Query(() => UserPage, { description: "Every account (customers and staff), newest first; superadmins only" })
  adminUsers(@Ctx() ctx: RequestContext, @Args(() => AdminUsersArgs) args: AdminUsersArgs) {
    return this.users.adminUsers(ctx, args);
  }

  @Authorized("SUPERADMIN")
  @Mutation(() => User, {
    description: "Gives an account another role and ends its sessions; superadmins only, never their own role (FORBIDDEN)",
  })
  setUserRole(@Ctx() ctx: RequestContext, @Args(() => SetUserRoleArgs) args: SetUserRoleArgs) {
    return this.users.setUserRole(ctx, args.id, args.role);
  }
}
