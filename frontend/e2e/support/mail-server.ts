import { createServer, type Server } from "node:http";
import { MailCatcher } from "../../../backend/test/support/mail-catcher";

/**
 * The backend tests' real SMTP receiver, plus a small HTTP view of what it caught:
 * GET /mails?to=<address> answers the mails to that address, oldest first, as JSON.
 * It runs in the jest parent process; test workers read it over HTTP (see mail.ts).
 */
export class MailServer {
  private readonly catcher = new MailCatcher();
  private readonly http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method !== "GET" || url.pathname !== "/mails") {
      res.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get("to")?.toLowerCase();
    const mails = this.catcher.messages.filter((mail) => to === undefined || mail.to === to);
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(mails));
  });

  /** The SMTP_URL the app sends to. */
  get smtpUrl(): string {
    return this.catcher.url;
  }

  /** Where the test workers read the mails. */
  get httpUrl(): string {
    const { port } = this.http.address() as { port: number };
    return `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    await this.catcher.start();
    await new Promise<void>((resolve, reject) => {
      this.http.once("error", reject);
      this.http.listen(0, "127.0.0.1", () => resolve());
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
    await this.catcher.stop();
  }
}
