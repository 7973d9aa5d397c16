import type { DataSource } from "typeorm";
import type { Config } from "../config";
import { RiderProfile } from "../modules/riders/rider-profile.entity";
import type { Logger } from "../common/logger";
import { verifyPassword } from "../modules/users/password";
import { normalizeEmail, type UserService } from "../modules/users/user.service";
import type { UserRole } from "../common/user-role";

export interface DemoAccount {
  role: UserRole;
  userName: string;
  email: string;
  phone: string;
  password: string;
}

/** Printed by `npm start` and listed in the README: their passwords are public. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: "customer", userName: "Ravi Teja", email: "customer@ruchi.test", phone: "9876543210", password: "customer123" },
  { role: "admin", userName: "Lakshmi (admin)", email: "admin@ruchi.test", phone: "9876543211", password: "admin12345" },
  { role: "superadmin", userName: "Srinivas (superadmin)", email: "superadmin@ruchi.test", phone: "9876543212", password: "superadmin123" },
  { role: "rider", userName: "Kiran Kumar (rider)", email: "rider@ruchi.test", phone: "9876543213", password: "rider12345" },
];

/** Accounts with a published password exist only outside production, with the demo data. */
export const demoAccountsWanted = (config: Pick<Config, "env" | "seedDemoData">) => config.seedDemoData && config.env !== "production";

export const ADMIN_HINT =
  "No administrator yet. Set BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD and restart, or run " +
  "`npm run user:role -- --email you@example.com --role superadmin --password '<a long password>'`.";

/** Creates the demo accounts that do not exist yet (the demo rider on shift, ready for orders); existing ones are left as they are. */
export async function ensureDemoAccounts(users: UserService, dataSource: DataSource): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await users.findByEmail(account.email)) continue;
    const { user } = await users.upsertAccount(account);
    if (account.role === "rider") await dataSource.getRepository(RiderProfile).save({ userId: user.id, onShift: true });
  }
}

/**
 * At start: the demo accounts outside production. In production none is created, and a demo
 * account left from an earlier start is locked: one that still has its published password gets
 * a new random one, and every one of them loses its role (a customer from then on, its sessions
 * ended), so a password reset cannot bring back an administrator either. The address the operator
 * named in BOOTSTRAP_ADMIN_EMAIL is theirs and keeps its role. The log says how to make an
 * administrator when there is none.
 */
export async function prepareAccounts(config: Config, users: UserService, logger: Logger, dataSource: DataSource): Promise<void> {
  if (demoAccountsWanted(config)) {
    await ensureDemoAccounts(users, dataSource);
    return;
  }
  if (config.env !== "production") return;
  const operator = config.bootstrapAdmin ? normalizeEmail(config.bootstrapAdmin.email) : null;
  for (const account of DEMO_ACCOUNTS) {
    const hash = await users.passwordHashOf(account.email);
    if (hash && (await verifyPassword(hash, account.password))) {
      await users.lockPassword(account.email);
      logger.warn({ email: account.email }, "a demo account had its published password in production: that password no longer works");
    }
    const user = await users.findByEmail(account.email);
    if (user && user.role !== "customer" && user.email !== operator) {
      await users.upsertAccount({ email: account.email, role: "customer" });
      logger.warn({ email: account.email, role: user.role }, "a demo account had a role in production: it is a customer now");
    }
  }
  if (!(await users.hasStaff())) logger.warn(ADMIN_HINT);
}
