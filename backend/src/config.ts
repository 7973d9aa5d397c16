import { isIP } from "node:net";
import path from "node:path";
import { keyList } from "./common/secret-box";

/**
 * The only reader of the environment. Everything else receives a typed, validated Config.
 * Tests build their own Config by passing an env map.
 */
export interface Config {
  env: "development" | "production" | "test";
  port: number;
  publicUrl: string;
  dataDir: string;
  /** null: run the embedded Postgres under dataDir. */
  databaseUrl: string | null;
  embeddedPostgresPort: number;
  /** null: sessions and rate limits in Postgres / memory (one process only). */
  redisUrl: string | null;
  redisPrefix: string;
  /** null: e-mails are written to dataDir/mail and their codes logged. */
  smtpUrl: string | null;
  mailFrom: string;
  /** null: generated once and kept in dataDir. */
  sessionSecret: string | null;
  uploadDir: string;
  /** BACKUP_DIR: where `npm run backup` and the nightly job write backups (docs/architecture.md#backups). */
  backupDir: string;
  trustProxy: number;
  vapidPublicKey: string | null;
  vapidPrivateKey: string | null;
  /** Who push services contact about our pushes: a mailto: or https: URL. */
  vapidSubject: string;
  /** Accept http:// push endpoints on local addresses (a local test push service); https to public addresses only otherwise (SSRF). */
  pushAllowHttpEndpoints: boolean;
  /** PUSH_SERVICE_HOSTS: the hosts push endpoints may point at (`*.name`: every name under it); null: the browsers' push services. */
  pushServiceHosts: string[] | null;
  /** Webhooks may use http and loopback, private and link-local addresses (tests, local set-ups); otherwise https to public addresses only (SSRF). */
  webhookAllowLocal: boolean;
  /** Multiplies the per-IP limits of sign-in, codes and sign-up (many people behind one address). */
  authIpLimitFactor: number;
  geocoderUrl: string | null;
  /** MAP_TILE_URL: an https XYZ tile template ({z}, {x}, {y}) for the delivery maps; null: no map is shown. */
  mapTileUrl: string | null;
  mapTileAttribution: string | null;
  /** Requests all nodes together may send GEOCODER_URL per second (the public Nominatim allows 1). */
  geocoderMaxPerSecond: number;
  bootstrapAdmin: { email: string; password: string } | null;
  corsOrigins: string[];
  /** SECRETS_KEY: the keys that seal secrets at rest, the sealing key first; null: the key file in DATA_DIR. */
  secretsKeys: string[] | null;
  /** METRICS_TOKEN: lets a scraper from another machine read /metrics (Bearer); null: loopback only. */
  metricsToken: string | null;
  logLevel: string;
  graphqlIntrospection: boolean;
  /** How long a node may reuse a signed-in user it has read (0: read it on every request). */
  sessionUserCacheMs: number;
  /** Seed demo data into an empty database on start. */
  seedDemoData: boolean;
  /** The built SPA served at /; another build can be pointed at (the e2e tests use their own). */
  frontendDist: string;
  /** TEST_CLOCK_FILE: a file whose milliseconds move the clock of the order rules (common/clock.ts); test set-ups only, refused in production. */
  testClockFile: string | null;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const repoRoot = path.resolve(__dirname, "..", "..");

function secretsKeys(env: Env): string[] | null {
  const value = text(env, "SECRETS_KEY");
  if (value === null) return null;
  try {
    return keyList(value);
  } catch (error) {
    throw new ConfigError(`SECRETS_KEY: ${(error as Error).message}`);
  }
}

function metricsToken(env: Env): string | null {
  const token = text(env, "METRICS_TOKEN");
  if (token !== null && token.length < 24) throw new ConfigError("METRICS_TOKEN must be at least 24 characters");
  return token;
}

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integer(env: Env, name: string, fallback: number, min = 0, max = 65535): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === null) return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = text(env, name);
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(" or ")}`);
  }
  return raw;
}

/** MAP_TILE_URL: https (the pages' content policy loads images over https only) with {z}, {x} and {y}. */
function tileTemplate(env: Env): string | null {
  const template = url(env, "MAP_TILE_URL", ["https:"]);
  if (template !== null && !["{z}", "{x}", "{y}"].every((part) => template.includes(part))) {
    throw new ConfigError("MAP_TILE_URL must contain {z}, {x} and {y}, e.g. https://tiles.example.org/{z}/{x}/{y}.png");
  }
  return template;
}

const HOST_NAME_OR_PATTERN = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** An IPv6 address as a URL's host gives it (compressed, lower case), without its brackets. */
function urlFormOfIPv6(address: string): string {
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    throw new ConfigError(`PUSH_SERVICE_HOSTS: "${address}" is not an address a URL can name`);
  }
}

/**
 * PUSH_SERVICE_HOSTS: host names, `*.name` patterns or IP addresses, comma-separated, in the form
 * a URL's host takes (lower case, an IPv6 address without brackets); unset: null.
 */
function hostList(env: Env, name: string): string[] | null {
  const raw = text(env, name);
  if (raw === null) return null;
  const hosts = raw
    .split(",")
    .map((host) =>
      host
        .trim()
        .toLowerCase()
        .replace(/^\[(.*)\]$/, "$1"),
    )
    .filter(Boolean)
    .map((host) => (isIP(host) === 6 ? urlFormOfIPv6(host) : host));
  const wrong = hosts.find((host) => isIP(host) === 0 && !HOST_NAME_OR_PATTERN.test(host));
  if (wrong !== undefined) throw new ConfigError(`${name} must list host names, *.name patterns or IP addresses, got "${wrong}"`);
  return hosts;
}

/** A VAPID key as `npx web-push generate-vapid-keys` prints it: unpadded base64url of a fixed length. */
function checkBase64UrlKey(name: string, value: string | null, bytes: number) {
  if (value !== null && (!/^[A-Za-z0-9_-]+$/.test(value) || Buffer.from(value, "base64url").length !== bytes)) {
    throw new ConfigError(`${name} must be ${bytes} bytes in unpadded base64url (npx web-push generate-vapid-keys)`);
  }
}

/** mailto: the address of MAIL_FROM ("Ruchi <no-reply@ruchi.example>" or a bare address). */
function vapidSubjectFrom(mailFrom: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  if (!/^[^@\s]+@[^@\s]+$/.test(address)) {
    throw new ConfigError("Set VAPID_SUBJECT (a mailto: or https: URL): MAIL_FROM has no e-mail address to use");
  }
  return `mailto:${address}`;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = text(env, "NODE_ENV");
  const mode = nodeEnv === "production" || nodeEnv === "test" ? nodeEnv : "development";
  const port = integer(env, "PORT", 4000);
  const dataDir = path.resolve(repoRoot, text(env, "DATA_DIR") ?? "data");
  const adminEmail = text(env, "BOOTSTRAP_ADMIN_EMAIL");
  const adminPassword = text(env, "BOOTSTRAP_ADMIN_PASSWORD");
  if ((adminEmail === null) !== (adminPassword === null)) {
    throw new ConfigError("BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD go together");
  }
  const sessionSecret = text(env, "SESSION_SECRET");
  if (sessionSecret !== null && sessionSecret.length < 32) {
    throw new ConfigError("SESSION_SECRET must be at least 32 characters");
  }
  const vapidPublicKey = text(env, "VAPID_PUBLIC_KEY");
  const vapidPrivateKey = text(env, "VAPID_PRIVATE_KEY");
  if ((vapidPublicKey === null) !== (vapidPrivateKey === null)) {
    throw new ConfigError("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together");
  }
  checkBase64UrlKey("VAPID_PUBLIC_KEY", vapidPublicKey, 65);
  checkBase64UrlKey("VAPID_PRIVATE_KEY", vapidPrivateKey, 32);
  const mailFrom = text(env, "MAIL_FROM") ?? "Ruchi <no-reply@ruchi.local>";
  const databaseUrl = url(env, "DATABASE_URL", ["postgres:", "postgresql:"]);
  const testClockFile = text(env, "TEST_CLOCK_FILE");
  if (testClockFile !== null && mode === "production") {
    throw new ConfigError("TEST_CLOCK_FILE moves the app's clock: it is for test set-ups only, never with NODE_ENV=production");
  }
  return {
    env: mode,
    port,
    publicUrl: (url(env, "PUBLIC_URL", ["http:", "https:"]) ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    dataDir,
    databaseUrl,
    embeddedPostgresPort: integer(env, "EMBEDDED_POSTGRES_PORT", 54329, 1024),
    redisUrl: url(env, "REDIS_URL", ["redis:", "rediss:"]),
    redisPrefix: text(env, "REDIS_PREFIX") ?? "ruchi:",
    smtpUrl: url(env, "SMTP_URL", ["smtp:", "smtps:"]),
    mailFrom,
    sessionSecret,
    uploadDir: path.resolve(repoRoot, text(env, "UPLOAD_DIR") ?? path.join(dataDir, "uploads")),
    backupDir: path.resolve(repoRoot, text(env, "BACKUP_DIR") ?? path.join(dataDir, "backups")),
    trustProxy: integer(env, "TRUST_PROXY", 0, 0, 10),
    vapidPublicKey,
    vapidPrivateKey,
    vapidSubject: url(env, "VAPID_SUBJECT", ["mailto:", "https:"]) ?? vapidSubjectFrom(mailFrom),
    pushAllowHttpEndpoints: bool(env, "PUSH_ALLOW_HTTP_ENDPOINTS", false),
    pushServiceHosts: hostList(env, "PUSH_SERVICE_HOSTS"),
    webhookAllowLocal: bool(env, "WEBHOOK_ALLOW_LOCAL", false),
    authIpLimitFactor: integer(env, "AUTH_IP_LIMIT_FACTOR", 1, 1, 1000),
    geocoderUrl: url(env, "GEOCODER_URL", ["http:", "https:"]),
    mapTileUrl: tileTemplate(env),
    mapTileAttribution: text(env, "MAP_TILE_ATTRIBUTION"),
    geocoderMaxPerSecond: integer(env, "GEOCODER_MAX_PER_SECOND", 1, 1, 1000),
    bootstrapAdmin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : null,
    corsOrigins: (text(env, "CORS_ORIGINS") ?? "")
      .split(",")
      .map((origin) => origin.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    metricsToken: metricsToken(env),
    secretsKeys: secretsKeys(env),
    logLevel: text(env, "LOG_LEVEL") ?? (mode === "test" ? "silent" : "info"),
    graphqlIntrospection: bool(env, "GRAPHQL_INTROSPECTION", true),
    sessionUserCacheMs: integer(env, "SESSION_USER_CACHE_MS", 2000, 0, 60_000),
    seedDemoData: bool(env, "SEED_DEMO_DATA", databaseUrl === null),
    frontendDist: path.resolve(repoRoot, text(env, "FRONTEND_DIST") ?? path.join("frontend", "dist")),
    testClockFile: testClockFile === null ? null : path.resolve(repoRoot, testClockFile),
  };
}
