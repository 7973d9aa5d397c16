/** The part of http_ece (web-push's RFC 8188 implementation, untyped) the push receiver uses. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  export function decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: Buffer }): Buffer;
}
