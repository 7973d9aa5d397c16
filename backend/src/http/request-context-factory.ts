import type { Request, Response } from "express";
import type {} from "pino-http";
import type { DataSource } from "typeorm";
import type { RequestContext } from "../common/request-context";
import { createLoaders } from "../db/loaders";
import type { ApiKeyPrincipal } from "../common/api-key-principal";
import type { User } from "../modules/users/user.entity";
import { requestLanguage } from "./request-language";
import { sessionPort } from "./request-session";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the current-user middleware: the signed-in, verified user, or null. */
      user?: User | null;
      /** Set by the API key credentials (api-key-credentials.ts): the key of an Authorization: Bearer request. */
      apiKey?: ApiKeyPrincipal | null;
    }
  }
}

export type ContextFactory = (req: Request, res: Response) => RequestContext;

/** Builds the context of one request; GraphQL and the REST routes use the same factory. */
export function createContextFactory(dataSource: DataSource): ContextFactory {
  return (req, res) => ({
    user: req.user ?? null,
    session: sessionPort(req, res),
    ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
    requestId: String(req.id ?? ""),
    requestLanguage: requestLanguage(req),
    loaders: createLoaders(dataSource),
    apiKey: req.apiKey ?? null,
  });
}
