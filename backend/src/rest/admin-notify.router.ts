import { Router } from "express";
import { requireRole } from "../common/access";
import { AppError } from "../common/errors";
import { parseInput } from "../common/validation";
import type { ContextFactory } from "../http/request-context-factory";
import { SendBroadcastInput } from "../modules/notifications/broadcast.inputs";
import type { Services } from "../services";
import { sendOk } from "./envelope";

export const NOTIFY_MESSAGES = {
  missing: "Missing title or body",
  sent: (count: number) => `Notifications sent to ${count} users.`,
} as const;

const written = (value: unknown) => typeof value === "string" && value.trim() !== "";

/**
 * POST /api/admin/notify { title, body }: the old notifications page's push to every customer,
 * sent as GraphQL's sendBroadcast sends it (superadmins only, the same checks and rate limit).
 * The role is asked first, as GraphQL's @Authorized does, so that nobody else learns the rules
 * of the form. N in the answer counts the browsers whose push service took it.
 */
export function adminNotifyRouter({ broadcasts }: Services, requestContext: ContextFactory): Router {
  const router = Router();

  router.post("/", async (req, res) => {
    const ctx = requestContext(req, res);
    requireRole(ctx, "SUPERADMIN");
    const body = (req.body ?? {}) as { title?: unknown; body?: unknown };
    if (!written(body.title) || !written(body.body)) throw new AppError("BAD_USER_INPUT", NOTIFY_MESSAGES.missing);
    const input = await parseInput(SendBroadcastInput, { title: body.title, body: body.body, audience: "customers" });
    const broadcast = await broadcasts.send(ctx, input);
    sendOk(res, { message: NOTIFY_MESSAGES.sent(broadcast.delivered) });
  });

  return router;
}
