import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import webpush from "web-push";
import type { Logger } from "../../common/logger";
import { resolveVapidDetails, VAPID_KEYS_FILE } from "./vapid-keys";

const subject = "mailto:ops@ruchi.example";
const logger = () => ({ warn: jest.fn() }) as unknown as Logger & { warn: jest.Mock };
const base = (dataDir: string) => ({ vapidPublicKey: null, vapidPrivateKey: null, vapidSubject: subject, databaseUrl: null, dataDir });

describe("resolveVapidDetails", () => {
  it("uses the keys from the environment", async () => {
    const keys = webpush.generateVAPIDKeys();
    const config = {
      ...base("/nonexistent"),
      vapidPublicKey: keys.publicKey,
      vapidPrivateKey: keys.privateKey,
      databaseUrl: "postgres://db/ruchi",
    };
    expect(await resolveVapidDetails(config, logger())).toEqual({ subject, ...keys });
  });

  it("makes a key pair once in the embedded default and keeps it in the data directory", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ruchi-vapid-"));
    const first = await resolveVapidDetails(base(dataDir), logger());
    expect(Buffer.from(first!.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(first!.privateKey, "base64url")).toHaveLength(32);
    expect(statSync(path.join(dataDir, VAPID_KEYS_FILE)).mode & 0o777).toBe(0o600);
    expect(await resolveVapidDetails(base(dataDir), logger())).toEqual(first);
  });

  it("refuses a kept file that is not a key pair", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ruchi-vapid-"));
    writeFileSync(path.join(dataDir, VAPID_KEYS_FILE), "garbage");
    await expect(resolveVapidDetails(base(dataDir), logger())).rejects.toThrow(/is not a VAPID key pair/);
  });

  it("turns push off with a warning when a real database has no keys configured", async () => {
    const log = logger();
    expect(await resolveVapidDetails({ ...base("/nonexistent"), databaseUrl: "postgres://db/ruchi" }, log)).toBeNull();
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/));
  });
});
