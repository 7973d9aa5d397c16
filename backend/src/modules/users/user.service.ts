import type { DataSource, Repository } from "typeorm";
import { AppError } from "../../common/errors";
import { hashPassword } from "../auth/password";
import { User } from "./user.entity";
import { USER_ROLES, type UserRole } from "./user-role";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface StaffAccount {
  email: string;
  role: UserRole;
  password?: string;
  userName?: string;
  phone?: string;
}

export class UserService {
  private readonly users: Repository<User>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(User);
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  /** The signed-in user for a session, or null when the session no longer stands. */
  async findSessionUser(userId: string | null, epoch: number | null): Promise<User | null> {
    if (!userId || epoch === null) return null;
    const user = await this.users.findOneBy({ id: userId });
    if (!user || !user.isVerified || user.sessionEpoch !== epoch) return null;
    return user;
  }

  /**
   * Creates the account with the given role, or gives an existing one that role (and the
   * password, when one is given). Used by the CLI and BOOTSTRAP_ADMIN_*; accounts made here are
   * verified, since whoever runs them controls the server.
   */
  async upsertAccount(account: StaffAccount): Promise<{ user: User; created: boolean }> {
    if (!USER_ROLES.includes(account.role)) {
      throw new AppError("BAD_USER_INPUT", `Role must be one of ${USER_ROLES.join(", ")}`);
    }
    const email = normalizeEmail(account.email);
    const existing = await this.users.findOneBy({ email });
    if (existing) {
      const changes: Partial<User> = { role: account.role, isVerified: true };
      if (account.password) changes.passwordHash = await hashPassword(account.password);
      if (account.role !== existing.role || account.password) changes.sessionEpoch = existing.sessionEpoch + 1;
      await this.users.update({ id: existing.id }, changes);
      return { user: { ...existing, ...changes } as User, created: false };
    }
    if (!account.password) {
      throw new AppError("BAD_USER_INPUT", `No account for ${email} yet: give a password to create it`);
    }
    const user = await this.users.save(
      this.users.create({
        email,
        role: account.role,
        isVerified: true,
        userName: account.userName ?? email.split("@")[0]!.slice(0, 80),
        phone: account.phone ?? "0000000000",
        passwordHash: await hashPassword(account.password),
      }),
    );
    return { user, created: true };
  }
}
