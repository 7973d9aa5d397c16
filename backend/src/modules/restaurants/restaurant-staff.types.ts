import { Field, ID, ObjectType, registerEnumType } from "type-graphql";

export const STAFF_MEMBER_STATUSES = ["ACTIVE", "INVITED"] as const;
export type StaffMemberStatus = (typeof STAFF_MEMBER_STATUSES)[number];

export const StaffMemberStatusEnum = { ACTIVE: "ACTIVE", INVITED: "INVITED" } as const satisfies Record<
  StaffMemberStatus,
  StaffMemberStatus
>;
registerEnumType(StaffMemberStatusEnum, {
  name: "StaffMemberStatus",
  description: "ACTIVE: an account that may open the kitchen board; INVITED: an e-mail address that has not completed sign-up yet",
});

@ObjectType({ description: "A person on a restaurant's staff, or an e-mail address invited to it" })
export class RestaurantStaffMember {
  @Field(() => ID, { description: "The membership's or the invitation's id" })
  id!: string;

  @Field(() => String, { description: "The person's e-mail address (lower-case)" })
  email!: string;

  @Field(() => String, { nullable: true, description: "The person's name; null while invited" })
  name!: string | null;

  @Field(() => StaffMemberStatusEnum, { description: "ACTIVE: may open the board now; INVITED: waiting for the address to sign up" })
  status!: StaffMemberStatus;

  @Field(() => Date, { description: "When the admin added (or invited) them" })
  addedAt!: Date;

  @Field(() => String, { nullable: true, description: "The admin who added them; null once that account is gone" })
  addedByName!: string | null;
}
