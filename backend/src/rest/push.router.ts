import { Router } from "express";
import { AppError } from "../common/errors";
import type { ContextFactory } from "../http/request-context-factory";
import { parseInput } from "../common/validation";
import { PushSubscriptionInput, PushSubscriptionKeysInput } from "../modules/notifications/push-subscription.inputs";
import { PUSH_MESSAGES } from "../modules/notifications/push-subscription.service";
import type { Services } from "../services";
import { sendOk } from "./envelope";
import { requireOwnUserId } from "./own-user-id";

export const INVALID_PUSH_TOKEN =
  "token must be this browser's Web Push subscription (PushSubscription.toJSON()): { endpoint, keys: { p256dh, auth } }, as JSON or an object";

/** The legacy `token`: the subscription as an object or as its JSON text. An FCM registration token is neither. */
function subscriptionFromToken(token: unknown): Record<string, unknown> {
  let value = token;
  if (typeof token === "string") {
    try {
      value = JSON.parse(token);
    } catch {
      throw new AppError("BAD_USER_INPUT", INVALID_PUSH_TOKEN);
    }
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new AppError("BAD_USER_INPUT", INVALID_PUSH_TOKEN);
  return value as Record<string, unknown>;
}

/** Builds the nested keys object the input class validates (parseInput copies only the top level). */
function keysOf(value: unknown): PushSubscriptionKeysInput | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { p256dh, auth } = value as Record<string, unknown>;
  return Object.assign(new PushSubscriptionKeysInput(), { p256dh, auth });
}

/** /api/fcm/save: the legacy push-token path over PushSubscriptionService (role and userName are ignored). */
export function pushRouter({ push }: Services, requestContext: ContextFactory): Router {
  const router = Router();

  router.post("/save", async (req, res) => {
    const ctx = requestContext(req, res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    requireOwnUserId(ctx, body.userId);
    const subscription = subscriptionFromToken(body.token);
    const input = await parseInput(PushSubscriptionInput, {
      endpoint: subscription.endpoint,
      keys: keysOf(subscription.keys),
      userAgent: req.get("user-agent")?.slice(0, 512),
    });
    await push.save(ctx, input);
    sendOk(res, { message: PUSH_MESSAGES.saved });
  });

  return router;
}
