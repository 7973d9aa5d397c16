import type { Loaders } from "../db/loaders";
import type { User } from "../modules/users/user.entity";
import type { SessionPort } from "./session-port";

/**
 * The first argument of every service method, built the same way by GraphQL and REST
 * (http/request-context-factory.ts) and by the subscription server (graphql/subscription-execution.ts).
 */
export interface RequestContext {
  user: User | null;
  session: SessionPort;
  ip: string;
  requestId: string;
  /** Request-scoped DataLoaders (db/loaders.ts). */
  loaders: Loaders;
}
