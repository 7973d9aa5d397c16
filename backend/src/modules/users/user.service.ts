import { isUUID } from "class-validator";
import { randomBytes } from "node:crypto";
import { In, type DataSource, type EntityManager, type Repository } from "typeorm";
import { requireRole, requireUser } from "../../common/access";
import { AppError } from "../../common/errors";
import { containsPattern } from "../../common/like-pattern";
import { pageWindow, type Page } from "../../common/paging";
import type { RequestContext } from "../../common/request-context";
import { isLanguage, LANGUAGES, type Language } from "../../i18n/language";
import type { AuditTrail } from "../audit/audit-trail";
import { hashPassword, verifyPassword } from "./password";
import { auditedUserRole } from "./user-audit";
import { User } from "./user.entity";
import { USER_ROLES, type UserRole } from "../../common/user-role";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface StaffAccount {
  email: string;
  role: UserRole;
  password?: string;
  userName?: string;
  phone?: string;
}

export interface UserListQuery {
  /** Part of the name, e-mail or phone, any case. */
  search?: string | null;
  role?: UserRole | null;
  limit?: number;
  offset?: number;
}

export const USER_MESSAGES = {
  notFound: "User not found",
  ownRole: "You cannot change your own role. Ask another superadmin to do it.",
} as const;

const SESSION_USER_CACHE_SIZE = 10_000;
/** Tells every node that an account changed (role, password, language), so none answers from its copy. */
const ACCOUNT_CHANGED_TOPIC = "account-changed";

export interface UserServiceDeps {
  dataSource: DataSource;
  /**
   * How long this node may answer from its copy of a signed-in user. Every request needs the
   * user; a role change or password reset is told to every node at once (connectAccountChanges).
   */
  sessionUserCacheMs?: number;
  /** Records staff's changes of an account (its role); the command-line tools' changes have no actor and are not recorded. */
  audit: AuditTrail;
}

/** What the service needs of the event bus (common/event-bus.ts). */
interface AccountChangeBus {
  publish(topic: string, payload: unknown): Promise<void>;
  listen(topic: string, handler: (payload: unknown) => void): Promise<void>;
}

export class UserService {
  private readonly users: Repository<User>;
  private readonly sessionUsers = new Map<string, { user: User | null; expires: number }>();
  private readonly sessionUserCacheMs: number;
  private bus: AccountChangeBus | null = null;
  private readonly audit: AuditTrail;

  constructor(deps: UserServiceDeps) {
    this.users = deps.dataSource.getRepository(User);
    this.sessionUserCacheMs = deps.sessionUserCacheMs ?? 0;
    this.audit = deps.audit;
  }

  /**
   * Joins the other nodes: each forgets its copy of an account as soon as any node changes the
   * account's role, password or language. Resolves once this node hears the changes.
   */
  async connectAccountChanges(bus: AccountChangeBus): Promise<void> {
    await bus.listen(ACCOUNT_CHANGED_TOPIC, (payload) => {
      const userId = (payload as { userId?: unknown } | null)?.userId;
      if (typeof userId === "string") this.sessionUsers.delete(userId);
    });
    this.bus = bus;
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  /** The stored password hash of an account (null when there is none), for start-up checks. */
  async passwordHashOf(email: string): Promise<string | null> {
    const row = await this.users
      .createQueryBuilder("u")
      .addSelect("u.passwordHash")
      .where("u.email = :email", { email: normalizeEmail(email) })
      .getOne();
    return row?.passwordHash ?? null;
  }

  private async hasPassword(email: string, password: string): Promise<boolean> {
    const hash = await this.passwordHashOf(email);
    return hash !== null && (await verifyPassword(hash, password));
  }

  /** Replaces an account's password by a random one nobody knows, ending its sessions. */
  async lockPassword(email: string): Promise<void> {
    const user = await this.findByEmail(email);
    if (user) await this.applyAccountChanges(user, { passwordHash: await hashPassword(randomBytes(32).toString("base64url")) });
  }

  /** Whether any administrator (admin or superadmin) exists. */
  async hasStaff(): Promise<boolean> {
    return this.users.exists({ where: { role: In(["admin", "superadmin"]) } });
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

  /**
   * Drops every node's copy of the user, after a change that must apply at once. Resolves once
   * the bus has taken the message; if it cannot, the other nodes' copies expire on their own
   * within sessionUserCacheMs (the change itself is already stored).
   */
  async forget(userId: string): Promise<void> {
    this.sessionUsers.delete(userId);
    await this.bus?.publish(ACCOUNT_CHANGED_TOPIC, { userId }).catch(() => undefined);
  }

  /**
   * Creates the account with the given role, or gives an existing one that role (and the
   * password, when one is given). Used by the CLI and BOOTSTRAP_ADMIN_*; accounts made here are
   * verified, since whoever runs them controls the server. The password it already has changes
   * nothing: every node runs BOOTSTRAP_ADMIN_* at each start, and that must not end the account's
   * sessions everywhere.
   */
  async upsertAccount(account: StaffAccount): Promise<{ user: User; created: boolean }> {
    if (!USER_ROLES.includes(account.role)) {
      throw new AppError("BAD_USER_INPUT", `Role must be one of ${USER_ROLES.join(", ")}`);
    }
    const email = normalizeEmail(account.email);
    const existing = await this.users.findOneBy({ email });
    if (existing) {
      const changes: Partial<User> = { role: account.role, isVerified: true };
      if (account.password && !(await this.hasPassword(email, account.password)))
        changes.passwordHash = await hashPassword(account.password);
      return { user: await this.applyAccountChanges(existing, changes), created: false };
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

  /** Every account, newest first: superadmins only (docs/architecture.md#roles). */
  async adminUsers(ctx: Pick<RequestContext, "user">, query: UserListQuery = {}): Promise<Page<User>> {
    requireRole(ctx, "SUPERADMIN");
    const { limit, offset } = pageWindow(query.limit, query.offset);
    const list = this.users.createQueryBuilder("u");
    const search = query.search?.trim();
    if (search) {
      list.andWhere("(u.userName ILIKE :pattern ESCAPE '\\' OR u.email ILIKE :pattern ESCAPE '\\' OR u.phone LIKE :pattern ESCAPE '\\')", {
        pattern: containsPattern(search),
      });
    }
    if (query.role) list.andWhere("u.role = :role", { role: query.role });
    const [items, total] = await list
      .orderBy("u.createdAt", "DESC")
      .addOrderBy("u.id", "DESC")
      .limit(limit)
      .offset(offset)
      .getManyAndCount();
    return { items, total, limit, offset };
  }

  /**
   * Gives an account another role; its sessions end, so the new role applies from its next
   * login. A superadmin cannot change their own role: that way there is always a superadmin left
   * who can undo a mistake.
   */
  async setUserRole(ctx: RequestContext, id: string, role: UserRole): Promise<User> {
    const actor = requireRole(ctx, "SUPERADMIN");
    if (!USER_ROLES.includes(role)) {
      throw new AppError("BAD_USER_INPUT", `Role must be one of ${USER_ROLES.join(", ")}`);
    }
    const user = isUUID(id) ? await this.users.findOneBy({ id }) : null;
    if (!user) throw new AppError("NOT_FOUND", USER_MESSAGES.notFound);
    if (user.id === actor.id) throw new AppError("FORBIDDEN", USER_MESSAGES.ownRole);
    return this.applyAccountChanges(user, { role }, (tx) =>
      this.audit.record(tx, ctx, {
        action: "setUserRole",
        entityType: "USER",
        entityId: user.id,
        // The account may be a customer's (promoted, say): a customer's name stays out of the trail.
        entityName: null,
        before: auditedUserRole(user),
        after: auditedUserRole({ role }),
      }),
    );
  }

  /**
   * Sets the language of the signed-in user's texts, e-mails and pushes. Every node forgets its
   * copy of the user, so `me` and the mails of the user's next requests (an order's confirmation),
   * on whichever node, have the new language at once.
   */
  async setPreferredLanguage(ctx: Pick<RequestContext, "user">, language: Language): Promise<User> {
    const user = requireUser(ctx);
    if (!isLanguage(language)) throw new AppError("BAD_USER_INPUT", `Language must be one of ${LANGUAGES.join(", ")}`);
    return this.applyAccountChanges(user, { preferredLanguage: language });
  }

  /**
   * The one place an existing account changes (role, password, language): a new role or password
   * ends every session of the user (the epoch moves on); every change makes every node drop its
   * cached copy, so it applies at once. A staff change comes with its audit record, written in the
   * change's transaction.
   */
  private async applyAccountChanges(
    existing: User,
    changes: Partial<User>,
    recordChange?: (tx: EntityManager) => Promise<void>,
  ): Promise<User> {
    const endsSessions = (changes.role !== undefined && changes.role !== existing.role) || changes.passwordHash !== undefined;
    const update: Partial<User> = endsSessions ? { ...changes, sessionEpoch: existing.sessionEpoch + 1 } : changes;
    if (recordChange) {
      await this.users.manager.transaction(async (tx) => {
        await tx.getRepository(User).update({ id: existing.id }, update);
        await recordChange(tx);
      });
    } else {
      await this.users.update({ id: existing.id }, update);
    }
    await this.forget(existing.id);
    return (await this.users.findOneBy({ id: existing.id })) ?? ({ ...existing, ...update } as User);
  }
}
