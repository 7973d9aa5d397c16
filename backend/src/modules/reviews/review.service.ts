import { isUUID } from "class-validator";
import type { DataSource, EntityManager } from "typeorm";
import { hasRole, requireRole, requireUser } from "../../common/access";
import { AppError } from "../../common/errors";
import { pageWindow, type Page } from "../../common/paging";
import type { RequestContext } from "../../common/request-context";
import { isUniqueViolation } from "../../db/unique-violation";
import type { AuditTrail } from "../audit/audit-trail";
import { ORDER_MESSAGES } from "../orders/order-messages";
import { Order } from "../orders/order.entity";
import { OrderLine } from "../orders/order-line.entity";
import { memberRestaurantIds, requireKitchenAccess } from "../restaurants/kitchen-access";
import { Restaurant } from "../restaurants/restaurant.entity";
import { firstName } from "../riders/rider-view";
import type { Rider } from "../riders/rider.types";
import { User } from "../users/user.entity";
import { OrderRating } from "./order-rating.entity";
import { ratingOpen, RATING_WINDOW_DAYS } from "./rating-window";
import { auditedHiding } from "./review-audit";
import type { RateOrderInput } from "./review.inputs";
import type { Review } from "./review.types";

export const REVIEW_MESSAGES = {
  apiKey: "An API key cannot rate orders or answer reviews.",
  notYourOrder: "Only the order's customer can rate it.",
  ownRestaurant: "You cannot rate an order from a restaurant you work for.",
  alreadyRated: "This order is rated already.",
  closed: `An order can be rated once it is delivered, for ${RATING_WINDOW_DAYS} days.`,
  noRider: "No rider delivered this order: rate the food only.",
  notInOrder: "Liked dishes must be dishes of this order.",
  reviewNotFound: "Review not found",
  alreadyReplied: "This review has a reply already.",
  blankReply: "Write a reply",
  blankReason: "Give a reason",
} as const;

/** A rider's delivery ratings, as the rider's page and staff read them. */
export interface DeliveryRatings {
  riderId: string;
  /** 1 to 5, one decimal; null before any rating. */
  average: number | null;
  count: number;
}

const reviewNotFound = () => new AppError("NOT_FOUND", REVIEW_MESSAGES.reviewNotFound);
const trimmedOrNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** A rating as a review: what anyone reads of it; why it was hidden, only for its restaurant's staff and admins. */
export function reviewOf(rating: OrderRating, staffView: boolean): Review {
  return {
    id: rating.id,
    firstName: rating.firstName,
    createdAt: rating.createdAt,
    foodRating: rating.foodRating,
    comment: rating.comment,
    reply: rating.reply,
    repliedAt: rating.repliedAt,
    isHidden: rating.hiddenAt !== null,
    hiddenReason: staffView ? rating.hiddenReason : null,
  };
}

export interface ReviewServiceDeps {
  dataSource: DataSource;
  audit: AuditTrail;
  /** The clock the rating window is judged by (tests move deliveries back instead). */
  now?: () => Date;
}

/**
 * Ratings and reviews (docs/architecture.md#ratings-and-reviews): a delivered order's customer
 * rates it once within RATING_WINDOW_DAYS of its delivery, which adds the food rating to its
 * restaurant's sum and count in the same transaction; the restaurant's reviews are public, its
 * staff reply once, admins hide an abusive one (still counted).
 */
export class ReviewService {
  constructor(private readonly deps: ReviewServiceDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async rateOrder(ctx: RequestContext, orderId: string, input: RateOrderInput): Promise<OrderRating> {
    if (ctx.apiKey) throw new AppError("FORBIDDEN", REVIEW_MESSAGES.apiKey);
    const user = requireUser(ctx);
    if (user.role !== "customer") throw new AppError("FORBIDDEN", REVIEW_MESSAGES.notYourOrder);
    if (!isUUID(orderId)) throw new AppError("NOT_FOUND", ORDER_MESSAGES.notFound);
    const staffOf = await memberRestaurantIds(ctx);
    try {
      return await this.deps.dataSource.transaction(async (tx) => {
        const order = await tx.getRepository(Order).findOne({ where: { id: orderId }, lock: { mode: "pessimistic_write" } });
        if (!order) throw new AppError("NOT_FOUND", ORDER_MESSAGES.notFound);
        if (order.userId !== user.id) throw new AppError("FORBIDDEN", REVIEW_MESSAGES.notYourOrder);
        if (await tx.getRepository(OrderRating).existsBy({ orderId })) throw new AppError("ALREADY_RATED", REVIEW_MESSAGES.alreadyRated);
        if (!ratingOpen(order, this.now())) throw new AppError("RATING_CLOSED", REVIEW_MESSAGES.closed);
        if (staffOf.includes(order.restaurantId!)) throw new AppError("FORBIDDEN", REVIEW_MESSAGES.ownRestaurant);
        const rating = await this.newRating(tx, order, user.id, input);
        await tx
          .getRepository(Restaurant)
          .createQueryBuilder()
          .update()
          .set({ ratingSum: () => `rating_sum + ${rating.foodRating}`, ratingCount: () => "rating_count + 1" })
          .where("id = :id", { id: rating.restaurantId })
          .execute();
        return rating;
      });
    } catch (error) {
      // Two rates of one order at once: the second waits on the order's lock, then finds the first.
      if (isUniqueViolation(error, "order_ratings_order_id_key")) throw new AppError("ALREADY_RATED", REVIEW_MESSAGES.alreadyRated);
      throw error;
    } finally {
      ctx.loaders.ratingByOrderId.clear(orderId);
    }
  }

  private async newRating(tx: EntityManager, order: Order, userId: string, input: RateOrderInput): Promise<OrderRating> {
    if (input.deliveryRating != null && !order.riderId) {
      throw new AppError("BAD_USER_INPUT", REVIEW_MESSAGES.noRider, {
        fields: [{ field: "deliveryRating", messages: [REVIEW_MESSAGES.noRider] }],
      });
    }
    const liked = [...new Set(input.likedMenuItemIds ?? [])];
    if (liked.length > 0) {
      const lines = await tx.getRepository(OrderLine).find({ select: { menuItemId: true }, where: { orderId: order.id } });
      const ordered = new Set(lines.map((line) => line.menuItemId));
      if (liked.some((id) => !ordered.has(id))) {
        throw new AppError("BAD_USER_INPUT", REVIEW_MESSAGES.notInOrder, {
          fields: [{ field: "likedMenuItemIds", messages: [REVIEW_MESSAGES.notInOrder] }],
        });
      }
    }
    const customer = await tx.getRepository(User).findOne({ select: { id: true, userName: true }, where: { id: userId } });
    const ratings = tx.getRepository(OrderRating);
    return ratings.save(
      ratings.create({
        orderId: order.id,
        restaurantId: order.restaurantId!,
        userId,
        riderId: order.riderId,
        firstName: firstName(customer?.userName ?? ""),
        foodRating: input.foodRating,
        deliveryRating: input.deliveryRating ?? null,
        comment: trimmedOrNull(input.comment),
        likedMenuItemIds: liked,
      }),
    );
  }

  /** Order.rating: whoever may see the order sees its rating (read for a whole list in one statement). */
  orderRating(ctx: RequestContext, order: Pick<Order, "id">): Promise<OrderRating | null> {
    return ctx.loaders.ratingByOrderId.load(order.id);
  }

  /** The restaurant's reviews, newest first, hidden ones left out: anyone, signed in or not. */
  async reviews(_ctx: RequestContext, restaurantId: string, limit?: number | null, offset?: number | null): Promise<Page<Review>> {
    const page = await this.page(restaurantId, false, limit, offset);
    return { ...page, items: page.items.map((rating) => reviewOf(rating, false)) };
  }

  /** Every review of the restaurant, hidden ones included with why: its staff (the kitchen) and admins. */
  async staffReviews(ctx: RequestContext, restaurantId: string, limit?: number | null, offset?: number | null): Promise<Page<Review>> {
    if (ctx.apiKey) throw new AppError("FORBIDDEN", REVIEW_MESSAGES.apiKey);
    await requireKitchenAccess(ctx, isUUID(restaurantId) ? restaurantId : null);
    const page = await this.page(restaurantId, true, limit, offset);
    return { ...page, items: page.items.map((rating) => reviewOf(rating, true)) };
  }

  private async page(restaurantId: string, withHidden: boolean, limit?: number | null, offset?: number | null): Promise<Page<OrderRating>> {
    const window = pageWindow(limit, offset);
    if (!isUUID(restaurantId)) return { items: [], total: 0, ...window };
    const builder = this.deps.dataSource
      .getRepository(OrderRating)
      .createQueryBuilder("r")
      .where("r.restaurant_id = :restaurantId", { restaurantId })
      .orderBy("r.created_at", "DESC")
      .addOrderBy("r.id", "DESC")
      .limit(window.limit)
      .offset(window.offset);
    if (!withHidden) builder.andWhere("r.hidden_at IS NULL");
    const [items, total] = await builder.getManyAndCount();
    return { items, total, ...window };
  }

  /** The restaurant's reply, once: its staff (and admins); never an API key. */
  async reply(ctx: RequestContext, reviewId: string, text: string): Promise<Review> {
    if (ctx.apiKey) throw new AppError("FORBIDDEN", REVIEW_MESSAGES.apiKey);
    const user = requireUser(ctx);
    const reply = text.trim();
    if (!reply)
      throw new AppError("BAD_USER_INPUT", REVIEW_MESSAGES.blankReply, {
        fields: [{ field: "text", messages: [REVIEW_MESSAGES.blankReply] }],
      });
    const rating = await this.find(reviewId);
    // Not the restaurant's staff: FORBIDDEN whether or not the review exists, so nothing is learnt.
    await requireKitchenAccess(ctx, rating?.restaurantId ?? null);
    if (!rating) throw reviewNotFound();
    await this.deps.dataSource.transaction(async (tx) => {
      const result = await tx
        .getRepository(OrderRating)
        .createQueryBuilder()
        .update()
        .set({ reply, repliedAt: () => "now()", repliedById: user.id })
        .where("id = :id AND reply IS NULL", { id: reviewId })
        .execute();
      if (!result.affected) throw new AppError("ALREADY_REPLIED", REVIEW_MESSAGES.alreadyReplied);
      // Its hiding is not this change's: only the reply, which was none (the update's condition).
      await this.deps.audit.record(tx, ctx, {
        action: "replyToReview",
        entityType: "REVIEW",
        entityId: reviewId,
        entityName: await reviewedRestaurantName(tx, rating.restaurantId),
        before: { reply: null },
        after: { reply },
      });
    });
    return reviewOf((await this.find(reviewId))!, true);
  }

  /** Hides an abusive review from the restaurant's list, with why (admins); it still counts in the rating. */
  async hide(ctx: RequestContext, reviewId: string, reason: string): Promise<Review> {
    if (ctx.apiKey) throw new AppError("FORBIDDEN", REVIEW_MESSAGES.apiKey);
    const admin = requireRole(ctx, "ADMIN");
    const why = reason.trim();
    if (!why)
      throw new AppError("BAD_USER_INPUT", REVIEW_MESSAGES.blankReason, {
        fields: [{ field: "reason", messages: [REVIEW_MESSAGES.blankReason] }],
      });
    if (!isUUID(reviewId)) throw reviewNotFound();
    await this.deps.dataSource.transaction(async (tx) => {
      const ratings = tx.getRepository(OrderRating);
      // Locked: two admins hiding at once each record the reason they replaced.
      const rating = await ratings.findOne({ where: { id: reviewId }, lock: { mode: "pessimistic_write" } });
      if (!rating) throw reviewNotFound();
      await ratings.update({ id: reviewId }, { hiddenAt: () => "COALESCE(hidden_at, now())", hiddenReason: why, hiddenById: admin.id });
      await this.deps.audit.record(tx, ctx, {
        action: "hideReview",
        entityType: "REVIEW",
        entityId: reviewId,
        entityName: await reviewedRestaurantName(tx, rating.restaurantId),
        before: auditedHiding(rating),
        after: auditedHiding({ hiddenAt: rating.hiddenAt ?? new Date(), hiddenReason: why }),
      });
    });
    return reviewOf((await this.find(reviewId))!, true);
  }

  /** The rider's delivery ratings: staff and the rider themself; null for anyone else. */
  async deliveryRatings(ctx: RequestContext, rider: Pick<Rider, "id">): Promise<DeliveryRatings | null> {
    if (!ctx.user || ctx.apiKey) return null;
    if (ctx.user.id !== rider.id && !hasRole(ctx.user, "ADMIN")) return null;
    return (await ctx.loaders.deliveryRatingsByRiderId.load(rider.id)) ?? { riderId: rider.id, average: null, count: 0 };
  }

  private find(reviewId: string): Promise<OrderRating | null> {
    if (!isUUID(reviewId)) return Promise.resolve(null);
    return this.deps.dataSource.getRepository(OrderRating).findOneBy({ id: reviewId });
  }
}

/** A review's name in the audit trail: its restaurant's, never its customer's. */
async function reviewedRestaurantName(tx: EntityManager, restaurantId: string): Promise<string | null> {
  const restaurant = await tx.getRepository(Restaurant).findOne({ select: { id: true, name: true }, where: { id: restaurantId } });
  return restaurant?.name ?? null;
}
