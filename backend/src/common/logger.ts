import pino, { type Logger } from "pino";

export type { Logger };

/** destination: where the lines go (tests read them); absent: standard output. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
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
  return destination ? pino(options, destination) : pino(options);
}
