import { isIP } from "node:net";
import { isPublicAddress } from "../../common/public-address";
import { hostOf, type AddressMessages, type AddressRules } from "../../common/public-post";

/**
 * The push services browsers subscribe at: Chrome's and Edge's FCM (and its legacy name),
 * Firefox's autopush, Safari's Apple push service and the Windows notification service. A name
 * with `*.` stands for every name under it (web.push.apple.com), not for itself.
 */
export const BROWSER_PUSH_SERVICES: readonly string[] = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  "*.push.services.mozilla.com",
  "*.push.apple.com",
  "*.notify.windows.com",
];

/**
 * The server POSTs to whatever endpoint a browser handed it, so an endpoint is a URL a client
 * chose (SSRF): https only (real push services all are), never with credentials, only at a push
 * service of hosts (BROWSER_PUSH_SERVICES unless PUSH_SERVICE_HOSTS says otherwise) and only to
 * public addresses: an address literal is judged here, a name's addresses on every connection.
 * allowLocal (PUSH_ALLOW_HTTP_ENDPOINTS, for a local test push service) also accepts http:// and
 * local addresses; the hosts still apply.
 */
export interface PushEndpointRules extends AddressRules {
  hosts: readonly string[];
}

export const HTTPS_ENDPOINT_MESSAGE = "endpoint must be an https URL";
export const HTTP_OR_HTTPS_ENDPOINT_MESSAGE = "endpoint must be an http or https URL";
export const ENDPOINT_CREDENTIALS_MESSAGE = "endpoint must not contain a user name or password";
export const PUSH_SERVICE_MESSAGE =
  "endpoint must be the address of a browser's push service (Google FCM, Mozilla, Apple or Windows), as the browser's subscription gives it";
export const PUSH_ADDRESS_MESSAGES: AddressMessages = {
  notPublic: "endpoint must lead to a public address on the internet, not a local, private or reserved one",
  unresolved: "endpoint's host name could not be found",
};

/** Whether a URL's host (lower case, as URL gives it) is one of hosts, `*.name` covering every name under name. */
export function isPushServiceHost(host: string, hosts: readonly string[]): boolean {
  return hosts.some((entry) => (entry.startsWith("*.") ? host.endsWith(entry.slice(1)) : host === entry));
}

/** Why this endpoint may not receive our pushes, or null when it may (as far as can be told without the network). */
export function pushEndpointProblem(endpoint: string, rules: PushEndpointRules): string | null {
  const wrongScheme = rules.allowLocal ? HTTP_OR_HTTPS_ENDPOINT_MESSAGE : HTTPS_ENDPOINT_MESSAGE;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return wrongScheme;
  }
  if (url.protocol !== "https:" && !(rules.allowLocal && url.protocol === "http:")) return wrongScheme;
  if (url.username || url.password) return ENDPOINT_CREDENTIALS_MESSAGE;
  const host = hostOf(url);
  if (isIP(host) !== 0 && !rules.allowLocal && !isPublicAddress(host)) return PUSH_ADDRESS_MESSAGES.notPublic;
  if (!isPushServiceHost(host, rules.hosts)) return PUSH_SERVICE_MESSAGE;
  return null;
}

/** The push settings of the configuration (PUSH_ALLOW_HTTP_ENDPOINTS, PUSH_SERVICE_HOSTS). */
export interface PushEndpointSettings {
  pushAllowHttpEndpoints: boolean;
  /** null or absent: BROWSER_PUSH_SERVICES. */
  pushServiceHosts?: readonly string[] | null;
}

export const pushEndpointRules = (settings: PushEndpointSettings): PushEndpointRules => ({
  allowLocal: settings.pushAllowHttpEndpoints,
  hosts: settings.pushServiceHosts ?? BROWSER_PUSH_SERVICES,
});
