import pino, { type Logger } from "pino";

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "ruchi" },
    redact: {
      paths: [
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        "*.password",
        "*.otp",
        "*.token",
      ],
      censor: "[redacted]",
    },
  });
}
