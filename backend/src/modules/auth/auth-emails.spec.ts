import { accountExistsEmail, otpEmail, passwordResetEmail } from "./auth-emails";

const TELUGU_LETTER = /[\u0C00-\u0C7F]/;
const LINK = "https://ruchi.example/auth/verify-email?token=abc&x=1";

describe("sign-up and password e-mails", () => {
  it("keeps the English code mail word for word, with the one-click link, marked as English", () => {
    const mail = otpEmail("ravi@example.com", "Ravi", "123456", LINK, 10, "en");
    expect(mail.subject).toBe("Your Ruchi verification code: 123456");
    expect(mail.text).toBe(
      "Hello Ravi,\n\nYour Ruchi verification code is 123456.\n\nOr open this link to verify your e-mail:\n" +
        `${LINK}\n\nThe code and the link are valid for 10 minutes. Use one of them, once.\n`,
    );
    expect(mail.html).toMatch(/^<div lang="en" /);
    expect(mail.html).toContain(`<a href="${LINK.replace("&", "&amp;")}">Verify my e-mail</a>`);
  });

  it("writes the code mail in Telugu for a Telugu reader, code and minutes in Western digits", () => {
    const mail = otpEmail("ravi@example.com", "Ravi", "123456", LINK, 10, "te");
    expect(mail.subject).toBe("మీ Ruchi వెరిఫికేషన్ కోడ్: 123456");
    expect(mail.text).toBe(
      "నమస్కారం Ravi గారు,\n\nమీ Ruchi వెరిఫికేషన్ కోడ్ 123456.\n\nలేదా మీ ఇమెయిల్‌ను వెరిఫై చేయడానికి ఈ లింక్ తెరవండి:\n" +
        `${LINK}\n\nకోడ్, లింక్ రెండూ 10 నిమిషాల వరకు పనిచేస్తాయి. వీటిలో ఏదో ఒకటి, ఒక్కసారి మాత్రమే వాడగలరు.\n`,
    );
    expect(mail.html).toMatch(/^<div lang="te" /);
    expect(mail.html).toContain("ఇది మీరు అడగకపోతే");
    expect(mail.html).toContain("నా ఇమెయిల్‌ను వెరిఫై చేయండి</a>");
  });

  it("writes the reset link and the existing-account notice in the reader's language", () => {
    const reset = passwordResetEmail("ravi@example.com", "Ravi", "https://ruchi.example/auth/reset-password/abc", 30, "te");
    expect(reset.subject).toMatch(TELUGU_LETTER);
    expect(reset.text).toContain("https://ruchi.example/auth/reset-password/abc");
    expect(reset.text).toContain("30 నిమిషాల");
    const notice = accountExistsEmail("ravi@example.com", "Ravi", "https://r/login", "https://r/forgot", "te");
    expect(notice.subject).toBe("మీకు ఇప్పటికే Ruchi ఖాతా ఉంది");
    expect(notice.text).toContain("లాగిన్ అవ్వండి: https://r/login");
    expect(passwordResetEmail("ravi@example.com", "Ravi", "https://r/x", 30, "en").subject).toBe("Reset your Ruchi password");
  });

  it("escapes the person's name in the HTML, in either language", () => {
    for (const language of ["en", "te"] as const) {
      expect(otpEmail("x@example.com", "<b>Ravi</b>", "123456", LINK, 10, language).html).toContain("&lt;b&gt;Ravi&lt;/b&gt;");
    }
  });
});
