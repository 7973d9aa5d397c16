/**
 * The server POSTs to whatever endpoint a browser handed it, so an endpoint is a URL a client
 * chose: https only (real push services all are), never with credentials. http is accepted only
 * when PUSH_ALLOW_HTTP_ENDPOINTS is on, for a local test push service.
 */
export const HTTPS_ENDPOINT_MESSAGE = "endpoint must be an https URL";
export const HTTP_OR_HTTPS_ENDPOINT_MESSAGE = "endpoint must be an http or https URL";
export const ENDPOINT_CREDENTIALS_MESSAGE = "endpoint must not contain a user name or password";

/** Why this endpoint may not receive our pushes, or null when it may. */
export function pushEndpointProblem(endpoint: string, allowHttp: boolean): string | null {
  const wrongScheme = allowHttp ? HTTP_OR_HTTPS_ENDPOINT_MESSAGE : HTTPS_ENDPOINT_MESSAGE;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return wrongScheme;
  }
  if (url.protocol !== "https:" && !(allowHttp && url.protocol === "http:")) return wrongScheme;
  if (url.username || url.password) return ENDPOINT_CREDENTIALS_MESSAGE;
  return null;
}
