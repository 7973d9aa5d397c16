import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import type { RequestHandler } from "express";
import type { Store } from "express-session";
import {
  getOperationAST,
  GraphQLError,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
} from "graphql";
import { useServer } from "graphql-ws/use/ws";
import type { DataSource } from "typeorm";
import { WebSocketServer } from "ws";
import type { Logger } from "../common/logger";
import type { OriginCheck } from "../common/origin";
import type { UserService } from "../modules/users/user.service";
import { createErrorFormatter } from "./format-error";
import { armorProtection, MAX_TOKENS } from "./limits";
import { costRefusal } from "./query-cost-check";
import { SocketSession, readUpgradeSession } from "./socket-session";
import { subscribeWithContextPerEvent, subscriptionContext } from "./subscription-execution";

export const GRAPHQL_PATH = "/graphql";
/** More than this many operations at once on one socket are refused. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;
const MAX_MESSAGE_BYTES = 1024 * 1024;
/** How long stopping waits for clients to answer the close handshake before cutting them off. */
const CLOSE_GRACE_MS = 3000;

export interface SubscriptionServerDeps {
  schema: GraphQLSchema;
  sessionMiddleware: RequestHandler;
  sessionStore: Store;
  users: UserService;
  dataSource: DataSource;
  allowedOrigin: OriginCheck;
  logger: Logger;
}

export interface SubscriptionServer {
  /** Closes every socket (1001 Going away) and stops accepting new ones. */
  close(): Promise<void>;
}

const requestError = (message: string, code: string, from?: GraphQLError) =>
  new GraphQLError(message, { nodes: from?.nodes, source: from?.source, positions: from?.positions, extensions: { code } });

/** Keeps a code graphql-armor set (BAD_USER_INPUT); graphql-js's own errors get Apollo's codes. */
const withCode = (error: GraphQLError, code: string) =>
  typeof error.extensions.code === "string" ? error : requestError(error.message, code, error);

function refuseUpgrade(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/**
 * GraphQL subscriptions over graphql-ws on the HTTP server's /graphql. The upgrade is refused
 * for an Origin other than the app's own or CORS_ORIGINS; the session cookie is read as for any
 * request; the graphql-armor limits apply; only subscription operations are served.
 */
export function attachSubscriptionServer(server: Server, deps: SubscriptionServerDeps): SubscriptionServer {
  const { schema, logger } = deps;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const sessions = new WeakMap<IncomingMessage, { session: SocketSession; connectionId: string }>();
  const validationRules = [...specifiedRules, ...armorProtection().validationRules];
  const format = createErrorFormatter(logger);
  // graphql-ws wraps what ended a subscription (an AppError from forEvent) in a GraphQLError without a path.
  const formatErrors = (errors: readonly GraphQLError[]) =>
    errors.map((error) => format(error.toJSON(), !error.path && error.originalError ? error.originalError : error));

  const graphqlWs = useServer(
    {
      isProd: true,
      onSubscribe: async (ctx, id, payload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
        const connection = sessions.get(ctx.extra.request);
        if (!connection) return [requestError("This socket was not opened through /graphql.", "BAD_REQUEST")];
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return [requestError(`At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions at once per socket.`, "BAD_REQUEST")];
        }
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: MAX_TOKENS });
        } catch (error) {
          if (error instanceof GraphQLError) return [withCode(error, "GRAPHQL_PARSE_FAILED")];
          throw error;
        }
        const invalid = validate(schema, document, validationRules);
        if (invalid.length > 0) return invalid.map((error) => withCode(error, "GRAPHQL_VALIDATION_FAILED"));
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return [requestError("Name the operation to run (operationName).", "BAD_REQUEST")];
        const tooCostly = costRefusal(schema, document, payload.variables ?? undefined, operation.name?.value);
        if (tooCostly) return [tooCostly];
        if (operation.operation !== OperationTypeNode.SUBSCRIPTION) {
          return [
            requestError("Only subscriptions are served over the websocket: send queries and mutations to POST /graphql.", "BAD_REQUEST"),
          ];
        }
        let subscriber;
        try {
          subscriber = await connection.session.user();
        } catch (error) {
          logger.warn({ err: error }, "websocket session could not be read");
          return [requestError("Sign-in is unavailable right now. Please try again in a moment.", "SERVICE_UNAVAILABLE")];
        }
        const contextValue = subscriptionContext({
          session: connection.session,
          subscriber,
          dataSource: deps.dataSource,
          // The peer's address as is: nothing rate-limited by IP runs over a socket.
          ip: ctx.extra.request.socket.remoteAddress ?? "unknown",
          requestId: `ws:${connection.connectionId}:${id}`,
          logger,
        });
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
      },
      subscribe: subscribeWithContextPerEvent,
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: formatErrors(result.errors) } : undefined),
      onError: (_ctx, _id, _payload, errors) => formatErrors(errors),
    },
    sockets,
  );

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    if (path !== GRAPHQL_PATH) return refuseUpgrade(socket, 404, "Not Found");
    // Browsers always send Origin on websockets; another site's page must not ride the cookie.
    const origin = request.headers.origin;
    if (origin !== undefined && !deps.allowedOrigin(origin, request)) return refuseUpgrade(socket, 403, "Forbidden");
    const onSocketError = () => socket.destroy();
    socket.on("error", onSocketError);
    readUpgradeSession(deps.sessionMiddleware, request).then(
      (sessionId) => {
        socket.off("error", onSocketError);
        sessions.set(request, { session: new SocketSession(sessionId, deps.sessionStore, deps.users), connectionId: randomUUID() });
        sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit("connection", ws, request));
      },
      () => refuseUpgrade(socket, 503, "Service Unavailable"),
    );
  };
  server.on("upgrade", onUpgrade);

  return {
    async close() {
      server.off("upgrade", onUpgrade);
      const closing = graphqlWs.dispose();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([closing, new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)))]);
      clearTimeout(timer);
      for (const socket of sockets.clients) socket.terminate();
      await closing;
    },
  };
}
