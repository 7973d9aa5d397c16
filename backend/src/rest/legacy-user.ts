import type { User } from "../modules/users/user.entity";
import { isStaff } from "../common/user-role";

/** The user object of the legacy auth answers (docs/rest-contract.md). */
export function legacyUser(user: User) {
  return {
    id: user.id,
    _id: user.id,
    userName: user.userName,
    email: user.email,
    phone: user.phone,
    role: isStaff(user.role) ? "admin" : "user",
    isSuperAdmin: user.role === "superadmin",
    isVerified: user.isVerified,
  };
}
