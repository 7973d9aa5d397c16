import type { Request, Response } from "express";
import { GraphQLError } from "graphql";
import { createErrorFormatter } from "../graphql/format-error";
import { createErrorHandler } from "../rest/envelope";
import { databaseAway, recognizeDatabase } from "./database-away";
import { createLogger } from "./logger";

/** What pg and TypeORM throw while PostgreSQL restarts (the soak saw each of them). */
const shuttingDown = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01", severity: "FATAL" });
const startingUp = Object.assign(new Error("the database system is starting up"), { code: "57P03" });
const wrapped = Object.assign(new Error("Connection terminated unexpectedly"), {
  name: "QueryFailedError",
  driverError: new Error("Connection terminated unexpectedly"),
});
const connectTimeout = new Error("timeout exceeded when trying to connect");
const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED", syscall: "connect" });
/** A query that could not get a connection while PostgreSQL was down. */
const refusedQuery = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { name: "QueryFailedError", driverError: refused() });

describe("a database that is away for a moment", () => {
  it("is SERVICE_UNAVAILABLE, like a session store that is away", () => {
    const cutMidTransaction = Object.assign(new Error("Query runner already released. Cannot run queries anymore."), {
      name: "QueryRunnerAlreadyReleasedError",
    });
    for (const error of [
      shuttingDown,
      startingUp,
      wrapped,
      connectTimeout,
      refusedQuery,
      cutMidTransaction,
      Object.assign(new Error("x"), { code: "08006" }),
    ]) {
      expect(databaseAway(error)).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    }
  });

  it("is not a bug of any other kind: those stay unexpected", () => {
    // A refused connection outside a query may be any other server (SMTP, a webhook's receiver).
    const others = [
      new Error("boom"),
      Object.assign(new Error("duplicate key"), { code: "23505" }),
      refused(),
      null,
      "text",
      { driverError: null },
    ];
    for (const error of others) {
      expect(databaseAway(error)).toBeNull();
    }
  });

  it("is a refused connect to the database's own port, as a transaction's first statement meets it", () => {
    const refusedAt = (port: number) =>
      Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:${port}`), { code: "ECONNREFUSED", syscall: "connect", port });
    recognizeDatabase("postgres://postgres@127.0.0.1:33777/ruchi");
    expect(databaseAway(refusedAt(33777))).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(databaseAway(refusedAt(2525))).toBeNull();
  });

  it("reaches GraphQL clients as SERVICE_UNAVAILABLE, not as an internal error", () => {
    const format = createErrorFormatter(createLogger("silent"));
    const error = new GraphQLError("terminating connection due to administrator command", {
      path: ["restaurantsNear"],
      originalError: shuttingDown,
    });
    expect(format(error.toJSON(), error)).toMatchObject({ extensions: { code: "SERVICE_UNAVAILABLE" }, path: ["restaurantsNear"] });
  });

  it("reaches legacy clients as 503 with Retry-After", () => {
    const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
    const res = {
      headersSent: false,
      setHeader: (name: string, value: string) => (sent.headers[name] = value),
      status(code: number) {
        sent.status = code;
        return this;
      },
      json: (body: unknown) => (sent.body = body),
    } as unknown as Response;
    createErrorHandler(createLogger("silent"))(
      wrapped,
      { originalUrl: "/api/shop/cart/get", id: "r1" } as unknown as Request,
      res,
      () => undefined,
    );
    expect(sent).toMatchObject({ status: 503, headers: { "Retry-After": "5" }, body: { success: false, code: "SERVICE_UNAVAILABLE" } });
  });
});
