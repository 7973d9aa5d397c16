import { ArgsType, Field, ID } from "type-graphql";
import { IsIn, IsOptional, IsString, MaxLength } from "class-validator";
import { PageArgs } from "../../common/graphql/page-args";
import { USER_ROLES, type UserRole } from "../../common/user-role";
import { UserRoleEnum } from "./user-role.enum";

const ROLE_MESSAGE = "Role must be customer, admin, superadmin or rider";

/** The superadmin's user list: a search, a role and the common limit/offset. */
@ArgsType()
export class AdminUsersArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: "Part of the name, e-mail or phone, any case" })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: "Search must be at most 100 characters" })
  search?: string | null;

  @Field(() => UserRoleEnum, { nullable: true, description: "Only the accounts with this role" })
  @IsOptional()
  @IsIn(USER_ROLES, { message: ROLE_MESSAGE })
  role?: UserRole | null;
}

@ArgsType()
export class SetUserRoleArgs {
  @Field(() => ID)
  @IsString()
  id!: string;

  @Field(() => UserRoleEnum)
  @IsIn(USER_ROLES, { message: ROLE_MESSAGE })
  role!: UserRole;
}
