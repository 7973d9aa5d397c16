import { i18next } from "../../i18n/i18n";
import { toast } from "../toast/toast";
import { isOffline } from "./online-status";

/**
 * For actions that need the server and have no sense offline (changing the cart): while the
 * browser is offline, says so in a toast and answers true, so the caller stops before sending a
 * request that can only fail.
 */
export function refuseWhileOffline(): boolean {
  if (!isOffline()) return false;
  toast.error(i18next.t("offline.needsNetwork"));
  return true;
}
