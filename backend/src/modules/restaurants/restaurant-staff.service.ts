import { isUUID } from "class-validator";
import { In, type DataSource, type EntityManager } from "typeorm";
import { requireRole, requireUser } from "../../common/access";
import type { Logger } from "../../common/logger";
import type { Mailer, MailMessage } from "../../common/mailer";
import type { RequestContext } from "../../common/request-context";
import { recipientLanguage } from "../../i18n/language";
import type { AuditSnapshot } from "../audit/audit-changes";
import type { AuditTrail } from "../audit/audit-trail";
import { User } from "../users/user.entity";
import { isStaff } from "../../common/user-role";
import { normalizeEmail } from "../users/user.service";
import { memberRestaurantIds } from "./kitchen-access";
import { auditedStaffMember } from "./restaurant-audit";
import { RestaurantInvitation } from "./restaurant-invitation.entity";
import { INVITATION_VALID_DAYS, invitationExpiry } from "./restaurant-invitations";
import { RestaurantMember } from "./restaurant-member.entity";
import type { RestaurantStaffMember } from "./restaurant-staff.types";
import { Restaurant } from "./restaurant.entity";
import { restaurantNotFound } from "./restaurant.service";
import { staffAddedEmail, staffInvitationEmail } from "./staff-emails";

export interface RestaurantStaffServiceDeps {
  dataSource: DataSource;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  audit: AuditTrail;
}

const activeMember = (membership: RestaurantMember): RestaurantStaffMember => ({
  id: membership.id,
  email: membership.user!.email,
  name: membership.user!.userName,
  status: "ACTIVE",
  addedAt: membership.createdAt,
  addedByName: membership.addedBy?.userName ?? null,
});

const invitedMember = (invitation: RestaurantInvitation): RestaurantStaffMember => ({
  id: invitation.id,
  email: invitation.email,
  name: null,
  status: "INVITED",
  addedAt: invitation.createdAt,
  addedByName: invitation.addedBy?.userName ?? null,
});

/**
 * Who works for which restaurant: the boards a person may open, and the admins' staff lists
 * (adding by e-mail, inviting addresses without an account, removing). Access itself is checked
 * by kitchen-access.ts on every request.
 */
export class RestaurantStaffService {
  constructor(private readonly deps: RestaurantStaffServiceDeps) {}

  private get members() {
    return this.deps.dataSource.getRepository(RestaurantMember);
  }

  private get invitations() {
    return this.deps.dataSource.getRepository(RestaurantInvitation);
  }

  /** The restaurants whose board the signed-in person may open, by name: their memberships, or every one for admins. */
  async kitchenRestaurants(ctx: RequestContext): Promise<Restaurant[]> {
    const user = requireUser(ctx);
    const restaurants = this.deps.dataSource.getRepository(Restaurant);
    const order = { name: "ASC", id: "ASC" } as const;
    if (isStaff(user.role)) return restaurants.find({ order });
    const ids = await memberRestaurantIds(ctx);
    return ids.length > 0 ? restaurants.find({ where: { id: In(ids) }, order }) : [];
  }

  /** The restaurant's staff and live invitations, the earliest added first (admins). */
  async restaurantStaff(ctx: RequestContext, restaurantId: string): Promise<RestaurantStaffMember[]> {
    requireRole(ctx, "ADMIN");
    await this.restaurant(restaurantId);
    const [members, invitations] = await Promise.all([
      this.members.find({ where: { restaurantId }, relations: { user: true, addedBy: true } }),
      this.invitations
        .createQueryBuilder("invitation")
        .leftJoinAndSelect("invitation.addedBy", "addedBy")
        .where("invitation.restaurantId = :restaurantId AND invitation.expiresAt > now()", { restaurantId })
        .getMany(),
    ]);
    return [...members.map(activeMember), ...invitations.map(invitedMember)].sort(
      (a, b) => a.addedAt.getTime() - b.addedAt.getTime() || a.email.localeCompare(b.email),
    );
  }

  /**
   * A verified account with that e-mail joins at once and is told by e-mail; any other address
   * gets an invitation by e-mail, in the language of the admin's request, valid 14 days. Adding
   * someone already there answers the existing entry and sends nothing (an expired invitation
   * is renewed and sent again).
   */
  async addRestaurantStaff(ctx: RequestContext, restaurantId: string, rawEmail: string): Promise<RestaurantStaffMember> {
    const admin = requireRole(ctx, "ADMIN");
    const restaurant = await this.restaurant(restaurantId);
    const email = normalizeEmail(rawEmail);
    const account = await this.deps.dataSource.getRepository(User).findOneBy({ email });
    if (account?.isVerified) {
      const added = await this.deps.dataSource.transaction(async (tx) => {
        const inserted = await tx
          .getRepository(RestaurantMember)
          .createQueryBuilder()
          .insert()
          .values({ restaurantId, userId: account.id, addedById: admin.id })
          .orIgnore()
          .returning(["id"])
          .execute();
        const row = (inserted.raw as Array<{ id: string }>)[0];
        if (row) {
          await this.recordStaffChange(
            tx,
            ctx,
            "addRestaurantStaff",
            row.id,
            restaurant.name,
            null,
            auditedStaffMember(restaurantId, account.id),
          );
        }
        return !!row;
      });
      if (added) {
        const boardUrl = `${this.deps.publicUrl}/kitchen/${restaurantId}`;
        const language = recipientLanguage(account.preferredLanguage, ctx.requestLanguage);
        this.send(staffAddedEmail(account, restaurant.name, boardUrl, language));
      }
      const membership = await this.members.findOneOrFail({
        where: { restaurantId, userId: account.id },
        relations: { user: true, addedBy: true },
      });
      return activeMember(membership);
    }
    // Inserted, or renewed when the earlier invitation had expired (for the trail, a new one); a live one is left as it is.
    const invited = await this.deps.dataSource.transaction(async (tx) => {
      const rows: Array<{ id: string }> = await tx.query(
        `INSERT INTO "restaurant_invitations" ("restaurant_id", "email", "added_by_id", "expires_at") VALUES ($1, $2, $3, $4)
         ON CONFLICT ("restaurant_id", "email") DO UPDATE
           SET "added_by_id" = EXCLUDED."added_by_id", "expires_at" = EXCLUDED."expires_at", "created_at" = now()
           WHERE "restaurant_invitations"."expires_at" <= now()
         RETURNING "id"`,
        [restaurantId, email, admin.id, invitationExpiry()],
      );
      const row = rows[0];
      if (row) {
        await this.recordStaffChange(tx, ctx, "addRestaurantStaff", row.id, restaurant.name, null, auditedStaffMember(restaurantId, null));
      }
      return !!row;
    });
    if (invited) {
      const registerUrl = `${this.deps.publicUrl}/auth/register?email=${encodeURIComponent(email)}`;
      this.send(
        staffInvitationEmail(email, restaurant.name, registerUrl, INVITATION_VALID_DAYS, recipientLanguage(null, ctx.requestLanguage)),
      );
    }
    const invitation = await this.invitations.findOneOrFail({ where: { restaurantId, email }, relations: { addedBy: true } });
    return invitedMember(invitation);
  }

  /** Ends the person's access at once (their next request is refused), or withdraws the invitation. False when neither existed. */
  async removeRestaurantStaff(ctx: RequestContext, restaurantId: string, rawEmail: string): Promise<boolean> {
    requireRole(ctx, "ADMIN");
    const restaurant = await this.restaurant(restaurantId);
    const email = normalizeEmail(rawEmail);
    return this.deps.dataSource.transaction(async (tx) => {
      const members = await tx
        .getRepository(RestaurantMember)
        .createQueryBuilder()
        .delete()
        .where(`restaurant_id = :restaurantId AND user_id IN (SELECT "id" FROM "users" WHERE "email" = :email)`, { restaurantId, email })
        .returning(["id", "userId"])
        .execute();
      const invitations = await tx
        .getRepository(RestaurantInvitation)
        .createQueryBuilder()
        .delete()
        .where({ restaurantId, email })
        .returning(["id"])
        .execute();
      const removed = [
        ...(members.raw as Array<{ id: string; user_id: string }>).map((row) => ({ id: row.id, userId: row.user_id })),
        ...(invitations.raw as Array<{ id: string }>).map((row) => ({ id: row.id, userId: null })),
      ];
      for (const { id, userId } of removed) {
        await this.recordStaffChange(tx, ctx, "removeRestaurantStaff", id, restaurant.name, auditedStaffMember(restaurantId, userId), null);
      }
      return removed.length > 0;
    });
  }

  /**
   * A membership's or an invitation's change, in the trail by its own id and named by its
   * restaurant's name: an invitation has only an e-mail, which is not a name and is not kept.
   */
  private recordStaffChange(
    tx: EntityManager,
    ctx: RequestContext,
    action: "addRestaurantStaff" | "removeRestaurantStaff",
    id: string,
    restaurantName: string,
    before: AuditSnapshot | null,
    after: AuditSnapshot | null,
  ): Promise<void> {
    return this.deps.audit.record(tx, ctx, {
      action,
      entityType: "RESTAURANT_STAFF",
      entityId: id,
      entityName: restaurantName,
      before,
      after,
    });
  }

  private async restaurant(id: string): Promise<Restaurant> {
    const restaurant = isUUID(id) ? await this.deps.dataSource.getRepository(Restaurant).findOneBy({ id }) : null;
    if (!restaurant) throw restaurantNotFound();
    return restaurant;
  }

  /** Not awaited by the request: the staff list is changed whether or not the mail goes out. */
  private send(message: MailMessage): void {
    this.deps.mailer
      .send(message)
      .catch((error: unknown) => this.deps.logger.error({ err: error, subject: message.subject }, "staff e-mail failed"));
  }
}
