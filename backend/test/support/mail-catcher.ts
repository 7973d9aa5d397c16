import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, "" when the mail has none. */
  html: string;
}

/** A real SMTP server the app sends to; tests read codes and links from what arrives. */
export class MailCatcher {
  readonly messages: CapturedMail[] = [];
  private waiters: Array<() => void> = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(",");
          this.messages.push({ to, subject: parsed.subject ?? "", text: parsed.text ?? "", html: parsed.html || "" });
          this.waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", () => resolve()));
    this.port = (this.server.server.address() as { port: number }).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The latest mail to `to` whose subject matches, once it has arrived (waits up to 10 s). */
  async latest(to: string, subject: RegExp, after = 0): Promise<CapturedMail> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = this.messages
        .slice(after)
        .filter((m) => m.to === to.toLowerCase() && subject.test(m.subject))
        .pop();
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${to} arrived`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 200);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  count(to: string): number {
    return this.messages.filter((m) => m.to === to.toLowerCase()).length;
  }

  async otp(to: string, after = 0): Promise<string> {
    const mail = await this.latest(to, /verification code/, after);
    return /\b(\d{6})\b/.exec(mail.text)![1]!;
  }

  async resetToken(to: string, after = 0): Promise<string> {
    const mail = await this.latest(to, /Reset your Ruchi password/, after);
    return /\/auth\/reset-password\/([\w-]+)/.exec(mail.text)![1]!;
  }
}
