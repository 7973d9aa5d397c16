import { Router } from "express";
import type { ContextFactory } from "../http/request-context-factory";
import { parseInput } from "../common/validation";
import { AdminOrderFilter, OrderPageArgs, UpdateOrderStatusArgs } from "../modules/orders/order.inputs";
import { ORDER_MESSAGES } from "../modules/orders/order-messages";
import { recipientLanguage } from "../i18n/language";
import { textsIn } from "../i18n/texts";
import type { Services } from "../services";
import { sendOk } from "./envelope";
import {
  legacyOrders,
  legacyPageQuery,
  legacyQueryValue,
  parseLegacyStatus,
  parseLegacyStatusRequest,
  presentLegacyOrder,
} from "./legacy-order";

/**
 * /api/admin/orders/*: the legacy admin order paths of docs/rest-contract.md over OrderService.
 * GET /get takes ?date=YYYY-MM-DD (one Asia/Kolkata day) and, beyond the contract,
 * ?from, ?to, ?status (comma-joined, legacy spellings accepted), ?search (#ID), ?limit, ?offset.
 * For admins the documents carry addressInfo: null (the address is superadmin-only).
 */
export function adminOrdersRouter({ orders }: Services, requestContext: ContextFactory): Router {
  const router = Router();

  router.get("/get", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ctx = requestContext(req, res);
    const query = req.query as Record<string, unknown>;
    const statuses = legacyQueryValue(query.status)
      ?.split(",")
      .filter((s) => s.trim() !== "")
      .map(parseLegacyStatus);
    const filter = await parseInput(AdminOrderFilter, {
      statuses,
      date: legacyQueryValue(query.date),
      from: legacyQueryValue(query.from),
      to: legacyQueryValue(query.to),
      search: legacyQueryValue(query.search),
    });
    const page = await parseInput(OrderPageArgs, legacyPageQuery(query));
    const result = await orders.adminOrders(ctx, filter, page);
    res.setHeader("X-Total-Count", String(result.total));
    sendOk(res, { data: await legacyOrders(ctx, orders, result.items) });
  });

  router.get("/details/:id", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ctx = requestContext(req, res);
    const order = await orders.adminOrder(ctx, req.params.id);
    const [data, customer] = await Promise.all([presentLegacyOrder(ctx, orders, order), orders.customer(ctx, order)]);
    sendOk(res, {
      data: {
        ...data,
        customer: customer && { userId: customer.id, userName: customer.name, email: customer.email, phone: customer.phone },
      },
    });
  });

  // Walks forward to the status (old screens jump a pending order to "delivered") and answers in
  // the caller's spelling of it.
  router.put("/update/:id", async (req, res) => {
    const body = (req.body ?? {}) as { orderStatus?: unknown; status?: unknown; reason?: unknown };
    const ctx = requestContext(req, res);
    const requested = parseLegacyStatusRequest(body.orderStatus ?? body.status);
    // Old admin screens reject with no reason; GraphQL still requires one.
    const noReason = body.reason === undefined || body.reason === null || (typeof body.reason === "string" && body.reason.trim() === "");
    const reason =
      requested.status === "rejected" && noReason
        ? textsIn(recipientLanguage(ctx.user?.preferredLanguage, ctx.requestLanguage)).orderRejection.byRestaurant
        : (body.reason ?? undefined);
    const args = await parseInput(UpdateOrderStatusArgs, { id: req.params.id, status: requested.status, reason });
    const order = await orders.walkOrderStatus(ctx, args);
    const data = await presentLegacyOrder(ctx, orders, order);
    sendOk(res, { message: ORDER_MESSAGES.statusUpdated, data: { ...data, orderStatus: requested.spelling } });
  });

  return router;
}
