import { Router, type Request } from "express";
import type { ContextFactory } from "../http/request-context-factory";
import { parseInput } from "../common/validation";
import { OrderPageArgs, PlaceOrderInput } from "../modules/orders/order.inputs";
import { ORDER_MESSAGES } from "../modules/orders/order-messages";
import type { Services } from "../services";
import { sendOk } from "./envelope";
import { legacyOrders, legacyPageQuery, presentLegacyOrder } from "./legacy-order";
import { requireOwnUserId } from "./own-user-id";

interface LegacyCreateBody {
  userId?: unknown;
  addressId?: unknown;
  addressInfo?: { addressId?: unknown } | null;
}

const bodyOf = (req: Request) => (req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>) : {});

/**
 * /api/shop/order/*: the legacy order paths of docs/rest-contract.md over OrderService.
 *
 * POST /create builds the order from the server's cart; of the legacy body only userId (which
 * must be the session's user) and addressInfo.addressId are read: cartItems, prices,
 * totalAmount, orderStatus and the dates are ignored. An `Idempotency-Key` header (a UUID)
 * works as in GraphQL's placeOrder. Without one, a double submit still cannot make two orders:
 * the submits queue on the lock of the customer's cart, the first empties it, and a later one
 * that finds the cart it emptied (same address, within 2 minutes) answers 201 with that same
 * order, without a second e-mail. After that window an empty cart answers 400 CART_EMPTY.
 * The `Idempotent-Replayed: true` header marks an answer that replays an earlier order.
 */
export function shopOrderRouter({ orders }: Services, requestContext: ContextFactory): Router {
  const router = Router();

  router.post("/create", async (req, res) => {
    const body = bodyOf(req) as LegacyCreateBody;
    const input = await parseInput(PlaceOrderInput, {
      addressId: body.addressInfo?.addressId ?? body.addressId,
      idempotencyKey: req.get("Idempotency-Key")?.trim() || undefined,
    });
    const ctx = requestContext(req, res);
    requireOwnUserId(ctx, body.userId);
    const { order, replayed } = await orders.placeOrder(ctx, input);
    res.setHeader("Idempotent-Replayed", String(replayed));
    const data = await presentLegacyOrder(ctx, orders, order);
    sendOk(res, { message: ORDER_MESSAGES.created, _id: order.id, orderId: order.id, data }, 201);
  });

  router.post("/success", async (req, res) => {
    const ctx = requestContext(req, res);
    const order = await orders.acknowledgeOrder(ctx, String(bodyOf(req).orderId ?? ""));
    sendOk(res, { message: ORDER_MESSAGES.acknowledged, data: await presentLegacyOrder(ctx, orders, order) });
  });

  router.get("/list/:userId", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ctx = requestContext(req, res);
    const page = await parseInput(OrderPageArgs, legacyPageQuery(req.query));
    requireOwnUserId(ctx, req.params.userId);
    const result = await orders.myOrders(ctx, page);
    res.setHeader("X-Total-Count", String(result.total));
    sendOk(res, { data: await legacyOrders(ctx, orders, result.items) });
  });

  router.get("/details/:orderId", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ctx = requestContext(req, res);
    const order = await orders.order(ctx, req.params.orderId);
    sendOk(res, { data: await presentLegacyOrder(ctx, orders, order) });
  });

  return router;
}
