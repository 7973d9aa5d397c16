import { requireUser } from "../../common/access";
import type { RequestContext } from "../../common/request-context";

/** Who moves an order, as its history records it: a signed-in person, or an API key by its name. */
export interface StatusChanger {
  userId: string | null;
  apiKeyName: string | null;
}

export function statusChanger(ctx: RequestContext): StatusChanger {
  if (ctx.apiKey) return { userId: null, apiKeyName: ctx.apiKey.name };
  return { userId: requireUser(ctx).id, apiKeyName: null };
}

/** How the admin panel names an API key in an order's history (a name, so no translation). */
export const apiKeyChangerName = (keyName: string): string => `API key ${keyName}`;
