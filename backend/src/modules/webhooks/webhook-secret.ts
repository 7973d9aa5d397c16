import { randomBytes } from "node:crypto";

/** The Standard Webhooks form: whsec_ and the base64 of the key the HMAC-SHA256 signatures use. */
const SECRET_PREFIX = "whsec_";
const SECRET_BYTES = 32;

export const newSigningSecret = (): string => `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString("base64")}`;

/** An event's id, the webhook-id header: unique, opaque, the same on every attempt of the event. */
export const newEventId = (): string => `msg_${randomBytes(18).toString("base64url")}`;

/** The event id of something with a UUID of its own (an order effect): the same every time it is made. */
export const eventIdOf = (uuid: string): string => `msg_${Buffer.from(uuid.replace(/-/g, ""), "hex").toString("base64url")}`;
