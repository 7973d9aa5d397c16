import { createServer, type Server } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP receiver the app sends to, plus a small HTTP view of what it caught:
 * GET /mails?to=<address> answers the mails to that address, oldest first, as JSON.
 * It runs in the jest parent process; test workers read it over HTTP (see mail.ts).
 */
export class MailServer {
  private readonly messages: CaughtMail[] = [];
  private readonly smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData: (stream, session, callback) => {
      simpleParser(stream).then((parsed) => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(",");
        this.messages.push({ to, subject: parsed.subject ?? "", text: parsed.text ?? "" });
        callback();
      }, callback);
    },
  });
  private readonly http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method !== "GET" || url.pathname !== "/mails") {
      res.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get("to")?.toLowerCase();
    const mails = this.messages.filter((mail) => to === undefined || mail.to === to);
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(mails));
  });

  /** The SMTP_URL the app sends to. */
  get smtpUrl(): string {
    const { port } = this.smtp.server.address() as { port: number };
    return `smtp://127.0.0.1:${port}`;
  }

  /** Where the test workers read the mails. */
  get httpUrl(): string {
    const { port } = this.http.address() as { port: number };
    return `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.smtp.listen(0, "127.0.0.1", () => resolve()));
    await new Promise<void>((resolve, reject) => {
      this.http.once("error", reject);
      this.http.listen(0, "127.0.0.1", () => resolve());
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
    await new Promise<void>((resolve) => this.smtp.close(() => resolve()));
  }
}
