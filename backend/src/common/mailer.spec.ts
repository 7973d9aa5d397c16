import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createMailer, mailFileName } from "./mailer";
import { createLogger } from "./logger";

describe("the file mailer (no SMTP_URL)", () => {
  let root: string;
  let mailDir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "ruchi-mailer-"));
    mailDir = path.join(root, "data", "mail");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const send = async (to: string, logContents = true) => {
    const logger = createLogger("silent");
    const info = jest.spyOn(logger, "info");
    const mailer = createMailer({ smtpUrl: null, from: "Ruchi <no-reply@ruchi.test>", mailDir, logger, logContents });
    try {
      await mailer.send({
        to,
        subject: "Your verification code is 314159",
        text: `code for ${to}: 314159`,
        html: `<p>code for ${to}: 314159</p>`,
        devHint: "verification code 314159",
      });
    } finally {
      mailer.close();
    }
    const [fields] = info.mock.calls[0] as unknown as [{ to: string; file: string; subject?: string; hint?: string }];
    return fields;
  };

  it.each(["a/b@example.com", "../../x@example.com", "../../../../x@example.com", "a\\b@example.com"])(
    "writes a mail to %s as one file inside the mail dir and logs the address",
    async (to) => {
      const logged = await send(to);

      expect(logged.to).toBe(to);
      expect(path.dirname(logged.file)).toBe(mailDir);
      expect(readdirSync(mailDir)).toEqual([path.basename(logged.file)]);
      expect(statSync(logged.file).isFile()).toBe(true);
      expect(readFileSync(logged.file, "utf8")).toContain(`code for ${to}`);
      // Nothing was written beside or above the mail dir.
      expect(readdirSync(root)).toEqual(["data"]);
      expect(readdirSync(path.join(root, "data"))).toEqual(["mail"]);
    },
  );

  it("logs the code outside production, so a developer can sign up without a mail client", async () => {
    const logged = await send("dev@example.com");
    expect(logged).toMatchObject({ subject: "Your verification code is 314159", hint: "verification code 314159" });
  });

  it("never logs a code or link in production (neither the hint nor the subject), only the file that holds the mail", async () => {
    const logged = await send("prod@example.com", false);
    expect(JSON.stringify(logged)).not.toContain("314159");
    expect(logged).toEqual({ to: "prod@example.com", file: expect.any(String) });
    expect(readFileSync(logged.file, "utf8")).toContain("314159");
  });

  it("keeps two mails to the same address apart", async () => {
    await Promise.all([send("same@example.com"), send("same@example.com")]);
    expect(readdirSync(mailDir)).toHaveLength(2);
  });
});

describe("mailFileName", () => {
  const at = new Date("2026-11-22T10:11:12.345Z");

  it("is the time and a random id, so two mails of one millisecond never share a file", () => {
    expect(mailFileName(at)).toMatch(/^2026-11-22T10-11-12-345Z-[0-9a-f]{8}\.eml$/);
    expect(mailFileName(at)).not.toBe(mailFileName(at));
  });
});
