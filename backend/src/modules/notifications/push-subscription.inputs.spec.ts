import { createECDH, randomBytes } from "node:crypto";
import { AppError } from "../../common/errors";
import { parseInput } from "../../common/validation";
import { PushSubscriptionInput, PushSubscriptionKeysInput } from "./push-subscription.inputs";

function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

const withKeys = (keys: Record<string, unknown>) => Object.assign(new PushSubscriptionKeysInput(), keys);

describe("PushSubscriptionInput", () => {
  it("accepts a browser's subscription, keys in base64url or padded base64", async () => {
    const keys = browserKeys();
    await expect(
      parseInput(PushSubscriptionInput, { endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: withKeys(keys) }),
    ).resolves.toBeInstanceOf(PushSubscriptionInput);
    const padded = {
      p256dh: Buffer.from(keys.p256dh, "base64url").toString("base64"),
      auth: Buffer.from(keys.auth, "base64url").toString("base64"),
    };
    await expect(
      parseInput(PushSubscriptionInput, { endpoint: "https://push.example.com/x", keys: withKeys(padded) }),
    ).resolves.toBeDefined();
  });

  it("names the nested field that is wrong", async () => {
    const error = (await parseInput(PushSubscriptionInput, {
      endpoint: "https://push.example.com/x",
      keys: withKeys({ ...browserKeys(), auth: "too-short" }),
    }).catch((e: unknown) => e)) as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.message).toBe("keys.auth must be the browser's 16-byte auth secret in base64url");
    expect(error.details?.fields).toEqual([{ field: "keys.auth", messages: [error.message] }]);
  });

  it("refuses a compressed or foreign public key and a missing keys object", async () => {
    const compressed = createECDH("prime256v1");
    compressed.generateKeys();
    const p256dh = compressed.getPublicKey(undefined, "compressed").toString("base64url");
    await expect(
      parseInput(PushSubscriptionInput, { endpoint: "https://push.example.com/x", keys: withKeys({ ...browserKeys(), p256dh }) }),
    ).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
    await expect(parseInput(PushSubscriptionInput, { endpoint: "https://push.example.com/x" })).rejects.toMatchObject({
      message: "keys is required: { p256dh, auth }",
    });
  });
});
