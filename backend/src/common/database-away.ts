import { serviceUnavailable, type AppError } from "./errors";

/** SQLSTATEs of a PostgreSQL that is not there right now: connection exceptions (class 08), shutting down, starting up. */
const AWAY_STATES = /^(08[0-9A-Z]{3}|57P0[123])$/;
/** What the pg driver says when the connection went away or never came. */
const AWAY_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;
/** A refused or cut TCP connection: the database's only when a query failed with it (anything else may be another server). */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET"]);

interface DriverFailure {
  code?: unknown;
  message?: unknown;
  syscall?: unknown;
  port?: unknown;
  /** TypeORM's QueryFailedError keeps the driver's error here. */
  driverError?: unknown;
}

/** The ports of the PostgreSQL servers this process uses, recognised when it connects. */
const databasePorts = new Set<number>();

/**
 * Makes a refused or cut connect to this database's port its own "away" (a transaction's first
 * statement gets a connection outside any query, and its failure comes bare); other servers (SMTP,
 * a webhook's receiver) listen on ports of their own.
 */
export function recognizeDatabase(url: string): void {
  databasePorts.add(Number(new URL(url).port || 5432));
}

/**
 * A PostgreSQL that is away for a moment (a restart, a failover) is an outage, not a bug: the
 * request answers SERVICE_UNAVAILABLE (503, try again shortly) as it does while Redis is away,
 * instead of INTERNAL_SERVER_ERROR. Null for any other error.
 */
export function databaseAway(error: unknown): AppError | null {
  if (typeof error !== "object" || error === null) return null;
  // TypeORM releases a transaction's connection when the database cuts it; the transaction's next
  // statement then meets this (Ruchi never uses a released one otherwise: each transaction is one callback).
  if ((error as { name?: unknown }).name === "QueryRunnerAlreadyReleasedError") return serviceUnavailable("The database");
  const failure = error as DriverFailure;
  const driverError = failure.driverError as DriverFailure | undefined;
  const away = driverError
    ? isAway(driverError) || NETWORK_CODES.has(String(driverError.code))
    : isAway(failure) || isDatabaseConnectRefused(failure);
  return away ? serviceUnavailable("The database") : null;
}

function isAway({ code, message }: DriverFailure): boolean {
  return (typeof code === "string" && AWAY_STATES.test(code)) || (typeof message === "string" && AWAY_MESSAGES.test(message));
}

function isDatabaseConnectRefused({ code, syscall, port }: DriverFailure): boolean {
  return syscall === "connect" && NETWORK_CODES.has(String(code)) && databasePorts.has(Number(port));
}
