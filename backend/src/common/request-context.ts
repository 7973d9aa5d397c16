import type { Language } from "../i18n/language";
import type { ApiKeyPrincipal } from "./api-key-principal";
import type { AppLoaders } from "./app-module";
import type { SessionPort } from "./session-port";
import type { SignedInUser } from "./signed-in-user";

/**
 * The first argument of every service method, built the same way by GraphQL and REST
 * (http/request-context-factory.ts) and by the subscription server (graphql/subscription-execution.ts).
 */
export interface RequestContext {
  user: SignedInUser | null;
  session: SessionPort;
  ip: string;
  requestId: string;
  /**
   * The language the request's Accept-Language asks for (en or te), or null when it names
   * neither: what mails to the requester use when their account or registration has no choice.
   */
  requestLanguage: Language | null;
  /** Request-scoped DataLoaders, each module's (common/app-module.ts, db/loaders.ts). */
  loaders: AppLoaders;
  /**
   * The API key the request authenticated with (Authorization: Bearer), never together with a
   * user; absent or null: none (the subscription server never has one).
   */
  apiKey?: ApiKeyPrincipal | null;
}
