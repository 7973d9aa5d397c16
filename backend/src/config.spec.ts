import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("gives the embedded default when nothing is set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      publicUrl: "http://localhost:4000",
      databaseUrl: null,
      redisUrl: null,
      smtpUrl: null,
      seedDemoData: true,
      trustProxy: 0,
      corsOrigins: [],
      graphqlIntrospection: true,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it("keeps backups in DATA_DIR/backups unless BACKUP_DIR says elsewhere", () => {
    expect(loadConfig({ DATA_DIR: "/srv/ruchi" }).backupDir).toBe("/srv/ruchi/backups");
    expect(loadConfig({ DATA_DIR: "/srv/ruchi", BACKUP_DIR: "/mnt/backups/" }).backupDir).toBe("/mnt/backups");
  });

  it("uses the real services when their URLs are set, and does not seed them", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://u:p@db:5432/ruchi",
      REDIS_URL: "redis://cache:6379",
      SMTP_URL: "smtp://mail:25",
      CORS_ORIGINS: "https://partner.example/, https://kiosk.example",
      PUBLIC_URL: "https://ruchi.example/",
    });
    expect(config.seedDemoData).toBe(false);
    expect(config.corsOrigins).toEqual(["https://partner.example", "https://kiosk.example"]);
    expect(config.publicUrl).toBe("https://ruchi.example");
  });

  it("signs pushes as MAIL_FROM's address unless VAPID_SUBJECT says otherwise; https push endpoints only by default", () => {
    expect(loadConfig({}).vapidSubject).toBe("mailto:no-reply@ruchi.local");
    expect(loadConfig({ MAIL_FROM: "Ruchi Orders <orders@ruchi.example>" }).vapidSubject).toBe("mailto:orders@ruchi.example");
    expect(loadConfig({ MAIL_FROM: "orders@ruchi.example" }).vapidSubject).toBe("mailto:orders@ruchi.example");
    expect(loadConfig({ VAPID_SUBJECT: "https://ruchi.example/contact" }).vapidSubject).toBe("https://ruchi.example/contact");
    expect(loadConfig({}).pushAllowHttpEndpoints).toBe(false);
    expect(loadConfig({ PUSH_ALLOW_HTTP_ENDPOINTS: "true" }).pushAllowHttpEndpoints).toBe(true);
  });

  it("lets push endpoints point at the browsers' push services unless PUSH_SERVICE_HOSTS lists others", () => {
    expect(loadConfig({}).pushServiceHosts).toBeNull();
    expect(loadConfig({ PUSH_SERVICE_HOSTS: " " }).pushServiceHosts).toBeNull();
    expect(loadConfig({ PUSH_SERVICE_HOSTS: "Push.Example.com, *.push.example.net,127.0.0.1,[0:0::1]" }).pushServiceHosts).toEqual([
      "push.example.com",
      "*.push.example.net",
      "127.0.0.1",
      "::1",
    ]);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: "https://push.example.com/" })).toThrow(/PUSH_SERVICE_HOSTS must list host names/);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: "push.*.example.com" })).toThrow(/PUSH_SERVICE_HOSTS/);
  });

  it("sends webhooks over https to public addresses only, unless WEBHOOK_ALLOW_LOCAL says otherwise", () => {
    expect(loadConfig({}).webhookAllowLocal).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_LOCAL: "true" }).webhookAllowLocal).toBe(true);
    expect(loadConfig({}).authIpLimitFactor).toBe(1);
    expect(loadConfig({ AUTH_IP_LIMIT_FACTOR: "20" }).authIpLimitFactor).toBe(20);
    expect(() => loadConfig({ AUTH_IP_LIMIT_FACTOR: "0" })).toThrow(/AUTH_IP_LIMIT_FACTOR/);
  });

  it("sends the geocoder 1 request a second, as the public Nominatim allows, unless GEOCODER_MAX_PER_SECOND says otherwise", () => {
    expect(loadConfig({}).geocoderMaxPerSecond).toBe(1);
    expect(loadConfig({ GEOCODER_MAX_PER_SECOND: "20" }).geocoderMaxPerSecond).toBe(20);
  });

  it("serves frontend/dist unless FRONTEND_DIST names another build", () => {
    expect(loadConfig({}).frontendDist).toMatch(/\/frontend\/dist$/);
    expect(loadConfig({ FRONTEND_DIST: "/tmp/other-build" }).frontendDist).toBe("/tmp/other-build");
  });

  it.each([
    [{ PORT: "http" }, /PORT must be a whole number/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must start with postgres:/],
    [{ SESSION_SECRET: "short" }, /at least 32 characters/],
    [{ BOOTSTRAP_ADMIN_EMAIL: "a@b.co" }, /go together/],
    [{ GRAPHQL_INTROSPECTION: "maybe" }, /true or false/],
    [{ VAPID_PUBLIC_KEY: "abc", VAPID_PRIVATE_KEY: "def" }, /VAPID_PUBLIC_KEY must be 65 bytes in unpadded base64url/],
    [{ VAPID_SUBJECT: "http://ruchi.example" }, /VAPID_SUBJECT must start with mailto: or https:/],
    [{ MAIL_FROM: "Ruchi" }, /Set VAPID_SUBJECT/],
    [{ PUSH_ALLOW_HTTP_ENDPOINTS: "sometimes" }, /true or false/],
    [{ WEBHOOK_ALLOW_LOCAL: "maybe" }, /WEBHOOK_ALLOW_LOCAL must be true or false/],
    [{ GEOCODER_MAX_PER_SECOND: "0" }, /GEOCODER_MAX_PER_SECOND must be a whole number from 1 to 1000/],
  ])("refuses %p with a clear message", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
