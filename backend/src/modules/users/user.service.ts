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

const SESSION_USER_CACHE_SIZE = 10_000;

export class UserService {
  private readonly users: Repository<User>;
  private readonly sessionUsers = new Map<string, { user: User | null; expires: number }>();

  /**
   * sessionUserCacheMs: how long this node may answer from its copy of a signed-in user. Every
   * request needs the user; a role change or password reset reaches the other API nodes within
   * this time (this node forgets at once).
   */
  constructor(dataSource: DataSource, private readonly sessionUserCacheMs = 0) {
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
    const now = Date.now();
    const cached = this.sessionUsers.get(userId);
    let user: User | null;
    if (cached && cached.expires > now) {
      user = cached.user;
    } else {
      user = await this.users.findOneBy({ id: userId });
      if (this.sessionUserCacheMs > 0) {
        if (this.sessionUsers.size >= SESSION_USER_CACHE_SIZE) this.sessionUsers.clear();
        this.sessionUsers.set(userId, { user, expires: now + this.sessionUserCacheMs });
      }
    }
    if (!user || !user.isVerified || user.sessionEpoch !== epoch) return null;
    return user;
  }

  /** Drops this node's copy of the user, after a change that must apply at once. */
  forget(userId: string): void {
    this.sessionUsers.delete(userId);
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
      this.forget(existing.id);
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
