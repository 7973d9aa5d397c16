import { isUUID } from "class-validator";
import type { DataSource } from "typeorm";
import { requireRole, requireUser } from "../../common/access";
import { AppError } from "../../common/errors";
import { pageWindow } from "../../common/paging";
import type { RequestContext } from "../../common/request-context";
import { isStaff } from "../../common/user-role";
import { isUniqueViolation } from "../../db/unique-violation";
import type { AuditTrail } from "../audit/audit-trail";
import type { OrderLine } from "../orders/order-line.entity";
import { Order, orderNumber } from "../orders/order.entity";
import { auditedAnswer } from "./order-problem-audit";
import type { OrderProblemStatus } from "./order-problem-kind";
import { OrderProblem } from "./order-problem.entity";
import type { AnswerOrderProblemArgs, OrderProblemInput, OrderProblemsArgs } from "./order-problem.inputs";
import type { ProblemAnswerNotices } from "./problem-answer-notices";

/** How long after its delivery (or its failed delivery) a customer may still report a problem with an order. */
export const PROBLEM_WINDOW_HOURS = 48;
/** The most problems one order may have over its life (one open at a time): Order.problems stays short. */
export const MAX_PROBLEMS_PER_ORDER = 5;

export const PROBLEM_MESSAGES = {
  orderNotFound: "Order not found",
  notFound: "No problem report has this id.",
  customerOnly: "Only the customer who placed the order can ask for help with it.",
  notYours: "Only the order's customer and the office can read its problems.",
  alreadyOpen: "This order already has an open problem. We will answer it soon.",
  closed: `Help can be asked while the order is on its way and up to ${PROBLEM_WINDOW_HOURS} hours after its delivery.`,
  notDelivered: "This order was rejected or cancelled: nothing was delivered or paid for.",
  limit: `An order can have at most ${MAX_PROBLEMS_PER_ORDER} problems. Please contact us by phone.`,
  resolved: "This problem is resolved and takes no more answers.",
  unknownLines: "Each line must be a line of this order.",
} as const;

const ONE_OPEN_INDEX = "order_problems_one_open_per_order_key";

/** When the order may take a report: from the order's row, with the database's clock. */
interface ReportWindow {
  status: string;
  /** Delivered or failed within the window (null for an order still on its way). */
  recent: boolean | null;
}

export interface OrderProblemServiceDeps {
  dataSource: DataSource;
  notices: ProblemAnswerNotices;
  audit: AuditTrail;
}

/**
 * Help with an order (docs/architecture.md#help-with-an-order): its customer reports a problem
 * while the order is on its way or up to 48 hours after its delivery (a failed delivery too);
 * rejected and cancelled orders take none (nothing was delivered, nothing paid: cash on delivery).
 * One problem is open per order at a time; admins answer from the Help queue, and the customer
 * hears of every answer by push and e-mail in their language (problem-answer-notices.ts).
 */
export class OrderProblemService {
  constructor(private readonly deps: OrderProblemServiceDeps) {}

  private get problems() {
    return this.deps.dataSource.getRepository(OrderProblem);
  }

  async report(ctx: RequestContext, orderId: string, input: OrderProblemInput): Promise<OrderProblem> {
    const user = requireUser(ctx);
    const window = isUUID(orderId) ? await this.windowOf(orderId) : null;
    if (!window) throw new AppError("NOT_FOUND", PROBLEM_MESSAGES.orderNotFound);
    if (window.userId !== user.id) throw new AppError("FORBIDDEN", PROBLEM_MESSAGES.customerOnly);
    if (window.status === "rejected" || window.status === "cancelled") {
      throw new AppError("PROBLEM_REPORT_CLOSED", PROBLEM_MESSAGES.notDelivered);
    }
    if (window.recent === false) throw new AppError("PROBLEM_REPORT_CLOSED", PROBLEM_MESSAGES.closed);
    const lineIds = input.lineIds ?? [];
    await this.checkLines(orderId, lineIds);
    const existing: Array<{ status: OrderProblemStatus }> = await this.problems.find({ select: { status: true }, where: { orderId } });
    if (existing.some((problem) => problem.status === "OPEN")) throw new AppError("PROBLEM_ALREADY_OPEN", PROBLEM_MESSAGES.alreadyOpen);
    if (existing.length >= MAX_PROBLEMS_PER_ORDER) throw new AppError("PROBLEM_LIMIT_REACHED", PROBLEM_MESSAGES.limit);
    try {
      // The partial unique index keeps one open per order when two reports race past the look above.
      return await this.problems.save(
        this.problems.create({ orderId, userId: user.id, kind: input.kind, text: input.text.trim(), lineIds }),
      );
    } catch (error) {
      if (isUniqueViolation(error, ONE_OPEN_INDEX)) throw new AppError("PROBLEM_ALREADY_OPEN", PROBLEM_MESSAGES.alreadyOpen);
      throw error;
    }
  }

  /**
   * An admin's answer: it replaces the latest answer shown; `resolve` closes the problem. The
   * customer is told after the commit, at least once (problem-answer-notices.ts).
   */
  async answer(ctx: RequestContext, args: AnswerOrderProblemArgs): Promise<OrderProblem> {
    const admin = requireRole(ctx, "ADMIN");
    if (!isUUID(args.id)) throw new AppError("NOT_FOUND", PROBLEM_MESSAGES.notFound);
    const { problem, jobId } = await this.deps.dataSource.transaction(async (tx) => {
      const problems = tx.getRepository(OrderProblem);
      const locked = await problems.findOne({ where: { id: args.id }, lock: { mode: "pessimistic_write" } });
      if (!locked) throw new AppError("NOT_FOUND", PROBLEM_MESSAGES.notFound);
      if (locked.status === "RESOLVED") throw new AppError("PROBLEM_RESOLVED", PROBLEM_MESSAGES.resolved);
      const answer = args.text.trim();
      await problems.update(
        { id: locked.id },
        {
          answer,
          answeredAt: () => "clock_timestamp()",
          answeredById: admin.id,
          ...(args.resolve ? { status: "RESOLVED" as const, resolvedAt: () => "clock_timestamp()" } : {}),
        },
      );
      const answered = await problems.findOneByOrFail({ id: locked.id });
      // Named by its order's #ID: the customer's text and name stay out of the trail.
      const order = await tx.getRepository(Order).findOneOrFail({ select: { id: true }, where: { id: locked.orderId } });
      await this.deps.audit.record(tx, ctx, {
        action: "answerOrderProblem",
        entityType: "ORDER_PROBLEM",
        entityId: locked.id,
        entityName: orderNumber(order.id),
        before: auditedAnswer(locked),
        after: auditedAnswer(answered),
      });
      const notice = { problemId: locked.id, orderId: locked.orderId, userId: locked.userId, answer, resolved: args.resolve };
      return { problem: answered, jobId: await this.deps.notices.record(tx, notice) };
    });
    void this.deps.notices.carryOut(
      { problemId: problem.id, orderId: problem.orderId, userId: problem.userId, answer: problem.answer!, resolved: args.resolve },
      jobId,
    );
    return problem;
  }

  /** The Help queue (admins): the open problems oldest first, the resolved ones latest resolved first. */
  async queue(ctx: RequestContext, args: Partial<OrderProblemsArgs>): Promise<OrderProblem[]> {
    requireRole(ctx, "ADMIN");
    const { limit, offset } = pageWindow(args.limit, args.offset);
    const query = this.problems.createQueryBuilder("p");
    if (args.status) query.where("p.status = :status", { status: args.status });
    return query
      .orderBy("CASE WHEN p.status = 'OPEN' THEN 0 ELSE 1 END", "ASC")
      .addOrderBy("CASE WHEN p.status = 'OPEN' THEN p.created_at END", "ASC")
      .addOrderBy("p.resolved_at", "DESC")
      .addOrderBy("p.id", "ASC")
      .limit(limit)
      .offset(offset)
      .getMany();
  }

  /** An order's problems, oldest first (at most MAX_PROBLEMS_PER_ORDER): for its customer and admins. */
  async ofOrder(ctx: RequestContext, order: Order): Promise<OrderProblem[]> {
    this.requireReader(ctx, order.userId);
    return ctx.loaders.orderProblemsByOrderId.load(order.id);
  }

  /** The order a problem is about (its customer's or an admin's view). */
  async orderOf(ctx: RequestContext, problem: OrderProblem): Promise<Order> {
    this.requireReader(ctx, problem.userId);
    const order = await ctx.loaders.supportOrderById.load(problem.orderId);
    if (!order) throw new AppError("NOT_FOUND", PROBLEM_MESSAGES.orderNotFound);
    return order;
  }

  /** The order's lines the problem names, in the order's order. */
  async linesOf(ctx: RequestContext, problem: OrderProblem): Promise<OrderLine[]> {
    this.requireReader(ctx, problem.userId);
    if (problem.lineIds.length === 0) return [];
    const named = new Set(problem.lineIds);
    return (await ctx.loaders.orderLinesByOrderId.load(problem.orderId)).filter((line) => named.has(line.id));
  }

  private requireReader(ctx: RequestContext, customerId: string): void {
    const user = ctx.apiKey ? null : requireUser(ctx);
    if (!user || (user.id !== customerId && !isStaff(user.role))) throw new AppError("FORBIDDEN", PROBLEM_MESSAGES.notYours);
  }

  /** The order's customer, status, and whether its delivery (or failed delivery) is within the window, on the database's clock. */
  private async windowOf(orderId: string): Promise<(ReportWindow & { userId: string }) | null> {
    const rows: Array<ReportWindow & { userId: string }> = await this.deps.dataSource.query(
      `SELECT o.user_id AS "userId", o.status,
              CASE o.status
                WHEN 'delivered' THEN COALESCE(o.delivered_at, o.updated_at) > now() - make_interval(hours => $2)
                WHEN 'delivery_failed' THEN COALESCE((SELECT max(c.created_at) FROM order_status_changes c
                                                      WHERE c.order_id = o.id AND c.to_status = 'delivery_failed'), o.updated_at)
                                             > now() - make_interval(hours => $2)
              END AS recent
         FROM orders o WHERE o.id = $1`,
      [orderId, PROBLEM_WINDOW_HOURS],
    );
    return rows[0] ?? null;
  }

  private async checkLines(orderId: string, lineIds: readonly string[]): Promise<void> {
    if (lineIds.length === 0) return;
    const rows: unknown[] = await this.deps.dataSource.query(`SELECT id FROM order_lines WHERE order_id = $1 AND id = ANY($2::uuid[])`, [
      orderId,
      lineIds,
    ]);
    if (rows.length !== lineIds.length) {
      throw new AppError("BAD_USER_INPUT", PROBLEM_MESSAGES.unknownLines, {
        fields: [{ field: "lineIds", messages: [PROBLEM_MESSAGES.unknownLines] }],
      });
    }
  }
}
