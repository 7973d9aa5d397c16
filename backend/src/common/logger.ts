import pino, { type Logger } from "pino";
import pretty from "pino-pretty";

export type { Logger };

/**
 * output: where the lines go (tests read them); absent: standard output as JSON, one object a
 * line, for a log collector; "pretty": standard output as coloured text, for a person at a
 * terminal in development (server.ts decides).
 */
export function createLogger(level: string, output?: pino.DestinationStream | "pretty"): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: "ruchi" },
    redact: {
      paths: [
        "req.headers.cookie",
        // An API key's secret (Authorization: Bearer) never reaches the logs.
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.otp",
        "*.token",
      ],
      censor: "[redacted]",
    },
  };
  if (output === "pretty") return pino(options, pretty({ colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname,service" }));
  return output ? pino(options, output) : pino(options);
}
