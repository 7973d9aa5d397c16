import type { RequestHandler } from "express";
import type { Logger } from "../common/logger";

/**
 * The most one GraphQL answer may weigh. The query cost (graphql/query-cost.ts) refuses what would
 * grow large before it runs; this holds when a list is longer than the cost assumed (a menu of 500
 * dishes counted as 100). The largest real answers, a 500-dish menu or a page of 100 orders with
 * their lines, weigh well under a megabyte.
 */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

export const ANSWER_TOO_LARGE_MESSAGE = "The answer to this query is too large to send. Ask for smaller pages or fewer fields.";

/** The answer sent in place of one over the cap: a GraphQL error, as any refusal of the request. */
const TOO_LARGE_BODY = `${JSON.stringify({ errors: [{ message: ANSWER_TOO_LARGE_MESSAGE, extensions: { code: "RESPONSE_TOO_LARGE" } }] })}\n`;

/**
 * Answers an error instead of a GraphQL answer over maxBytes (status 400, never cached). Apollo and
 * the compiled public queries both send a whole string with res.send, so the cap sits there.
 */
export function capAnswerSize(logger: Logger, maxBytes: number = MAX_ANSWER_BYTES): RequestHandler {
  return (req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      // UTF-8 takes at most 3 bytes per UTF-16 unit: most answers are cleared without counting bytes.
      if (typeof body !== "string" || body.length * 3 <= maxBytes || Buffer.byteLength(body) <= maxBytes) return send(body);
      logger.warn({ bytes: Buffer.byteLength(body), path: req.originalUrl }, "GraphQL answer over the size cap refused");
      res.status(400).setHeader("cache-control", "no-store");
      res.removeHeader("etag");
      return send(TOO_LARGE_BODY);
    };
    next();
  };
}
