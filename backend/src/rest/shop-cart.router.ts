import { Router } from "express";
import type { ContextFactory } from "../http/request-context-factory";
import { parseInput } from "../common/validation";
import { AddToCartArgs, UpdateCartItemArgs } from "../modules/cart/cart.inputs";
import { CART_MESSAGES } from "../modules/cart/cart.service";
import type { Services } from "../services";
import { sendOk } from "./envelope";
import { legacyCart } from "./legacy-cart";
import { bodyUserId, requireOwnUserId } from "./own-user-id";

/** /api/shop/cart/*: the legacy cart paths of docs/rest-contract.md over CartService. */
export function shopCartRouter({ cart }: Services, requestContext: ContextFactory): Router {
  const router = Router();

  router.post("/add", async (req, res) => {
    const input = await parseInput(AddToCartArgs, req.body);
    const ctx = requestContext(req, res);
    requireOwnUserId(ctx, bodyUserId(req));
    const view = await cart.addToCart(ctx, input);
    sendOk(res, { message: CART_MESSAGES.added, data: legacyCart(view) });
  });

  router.get("/get/:userId", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ctx = requestContext(req, res);
    requireOwnUserId(ctx, req.params.userId);
    sendOk(res, { data: legacyCart(await cart.cart(ctx)) });
  });

  router.put("/update-cart", async (req, res) => {
    const input = await parseInput(UpdateCartItemArgs, req.body);
    const ctx = requestContext(req, res);
    requireOwnUserId(ctx, bodyUserId(req));
    const view = await cart.updateCartItem(ctx, input);
    sendOk(res, { message: CART_MESSAGES.updated, data: legacyCart(view) });
  });

  router.delete("/:userId/:menuItemId", async (req, res) => {
    const ctx = requestContext(req, res);
    requireOwnUserId(ctx, req.params.userId);
    const view = await cart.removeFromCart(ctx, req.params.menuItemId);
    sendOk(res, { message: CART_MESSAGES.removed, data: legacyCart(view) });
  });

  return router;
}
