import type { UserService } from "../modules/users/user.service";
import type { UserRole } from "../modules/users/user-role";

export interface DemoAccount {
  role: UserRole;
  userName: string;
  email: string;
  phone: string;
  password: string;
}

/** Printed by `npm start` and listed in the README. Only the embedded default creates them. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: "customer", userName: "Ravi Teja", email: "customer@ruchi.test", phone: "9876543210", password: "customer123" },
  { role: "admin", userName: "Lakshmi (admin)", email: "admin@ruchi.test", phone: "9876543211", password: "admin12345" },
  { role: "superadmin", userName: "Srinivas (superadmin)", email: "superadmin@ruchi.test", phone: "9876543212", password: "superadmin123" },
];

/** Creates the demo accounts that do not exist yet; existing ones are left as they are. */
export async function ensureDemoAccounts(users: UserService): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await users.findByEmail(account.email)) continue;
    await users.upsertAccount(account);
  }
}
