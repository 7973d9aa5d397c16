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

  const send = async (to: string) => {
    const logger = createLogger("silent");
    const info = jest.spyOn(logger, "info");
    const mailer = createMailer({ smtpUrl: null, from: "Ruchi <no-reply@ruchi.test>", mailDir, logger });
    try {
      await mailer.send({ to, subject: "Your verification code", text: `code for ${to}`, html: `<p>code for ${to}</p>` });
    } finally {
      mailer.close();
    }
    const [fields] = info.mock.calls[0] as unknown as [{ to: string; file: string }];
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
