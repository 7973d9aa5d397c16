import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "./logger";
import { serviceUnavailable } from "./errors";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Logged when mail only goes to files outside production, so a developer can act on it without
   * a mail client (a code, a link: never logged in production).
   */
  devHint?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * The name of the .eml file a mail is written to: the time and a random id (two mails in the same
 * millisecond never overwrite each other). Never the address: `a/b@example.com` or
 * `../x@example.com` is a valid address, and it must not become a path. The log line names it.
 */
export function mailFileName(now: Date = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  mailDir: string;
  logger: Logger;
  /**
   * Whether the log may show what a mail carries: its subject (a sign-up code's subject holds the
   * code) and its devHint (codes, reset and invitation links). Off in production, where whoever
   * reads the log must not be able to take over an account with it; the .eml files keep all.
   */
  logContents: boolean;
}

/** Sends through SMTP_URL, or writes .eml files under dataDir/mail when none is configured. */
export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from, mailDir, logger, logContents } = options;
  const logged = (message: MailMessage, withHint: boolean) =>
    logContents ? { to: message.to, subject: message.subject, ...(withHint ? { hint: message.devHint } : {}) } : { to: message.to };
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  return {
    async send(message) {
      const envelope = { from, to: message.to, subject: message.subject, text: message.text, html: message.html };
      let info: { message?: unknown; messageId?: string };
      try {
        info = await transport.sendMail(envelope);
      } catch (error) {
        logger.error({ err: error, ...logged(message, false) }, "e-mail could not be sent");
        throw serviceUnavailable("E-mail");
      }
      if (!smtpUrl) {
        await mkdir(mailDir, { recursive: true });
        const file = path.join(mailDir, mailFileName());
        await writeFile(file, info.message as Buffer);
        logger.info({ ...logged(message, true), file }, "e-mail written to file");
      }
    },
    close() {
      transport.close();
    },
  };
}
