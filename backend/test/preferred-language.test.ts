import request from "supertest";
import { newCustomer, signedInCustomer } from "./support/accounts";
import { documentText, errorCode, gql, gqlRaw } from "./support/graphql";
import { FORGOT_PASSWORD, LOGIN, MY_LANGUAGE, REGISTER, SET_PREFERRED_LANGUAGE, VERIFY_OTP } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";

/** The language a person chooses, on the account and at sign-up, and the sign-up mails written in it. */

const TELUGU_LETTER = /[\u0C00-\u0C7F]/;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

/** A browser whose every request says it reads Telugu first, as the web client does in Telugu. */
const teluguBrowser = () => request.agent(app.url).set("Accept-Language", "te-IN,te;q=0.9,en;q=0.8") as unknown as request.Agent;

const storedLanguage = async (email: string) =>
  (await app.db.query(`SELECT preferred_language FROM users WHERE email = $1`, [email.toLowerCase()])).rows[0]?.preferred_language;

/** The newest mail to `to`, of any subject, once it arrived after `after` mails. */
const nextMailTo = (to: string, after: number) => app.mail.latest(to, /./, after);

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

describe("User.preferredLanguage and setPreferredLanguage", () => {
  it("is null until the person chooses, then what they chose, on their own account only", async () => {
    const ravi = await signedInCustomer(app);
    const other = await signedInCustomer(app);
    expect((await gql(ravi.agent, MY_LANGUAGE)).data!.me).toEqual({ id: ravi.id, preferredLanguage: null });

    const chosen = await gql(ravi.agent, SET_PREFERRED_LANGUAGE, { language: "te" });
    expect(chosen.errors).toBeUndefined();
    expect(chosen.data!.setPreferredLanguage).toEqual({ id: ravi.id, email: ravi.email, preferredLanguage: "te" });
    expect((await gql(ravi.agent, MY_LANGUAGE)).data!.me!.preferredLanguage).toBe("te");
    expect(await storedLanguage(ravi.email)).toBe("te");
    expect(await storedLanguage(other.email)).toBeNull();

    await gql(ravi.agent, SET_PREFERRED_LANGUAGE, { language: "en" });
    expect((await gql(ravi.agent, MY_LANGUAGE)).data!.me!.preferredLanguage).toBe("en");
    // Choosing a language ends no session.
    expect((await gql(ravi.agent, MY_LANGUAGE)).data!.me).not.toBeNull();
  });

  it("refuses anonymous callers and languages Ruchi does not speak", async () => {
    expect(errorCode(await gql(app.agent(), SET_PREFERRED_LANGUAGE, { language: "te" }))).toBe("UNAUTHENTICATED");
    const ravi = await signedInCustomer(app);
    const french = await gqlRaw(ravi.agent, documentText(SET_PREFERRED_LANGUAGE), { language: "fr" });
    expect(errorCode(french)).toBe("BAD_USER_INPUT");
    expect(await storedLanguage(ravi.email)).toBeNull();
    // The database keeps to the same two languages, whatever writes to it.
    await expect(app.db.query(`UPDATE users SET preferred_language = 'fr' WHERE email = $1`, [ravi.email])).rejects.toMatchObject({
      constraint: "users_preferred_language_check",
    });
  });
});

describe("signing up in Telugu", () => {
  it("e-mails the code in the language chosen at sign-up, and the verified account keeps it", async () => {
    const lakshmi = newCustomer({ userName: "Lakshmi" });
    const browser = app.agent();
    const before = app.mail.messages.length;
    const registered = await gql(browser, REGISTER, { i: { ...lakshmi, preferredLanguage: "te" } });
    expect(registered.errors).toBeUndefined();

    const mail = await nextMailTo(lakshmi.email, before);
    expect(mail.subject).toMatch(/^మీ Ruchi వెరిఫికేషన్ కోడ్: \d{6}$/);
    expect(mail.text).toMatch(TELUGU_LETTER);
    expect(mail.text).toContain("నమస్కారం Lakshmi గారు,");
    expect(mail.html).toContain('lang="te"');

    expect((await gql(browser, VERIFY_OTP, { i: { email: lakshmi.email, otp: codeIn(mail.text) } })).errors).toBeUndefined();
    expect(await storedLanguage(lakshmi.email)).toBe("te");
    await gql(browser, LOGIN, { i: { email: lakshmi.email, password: lakshmi.password } });
    expect((await gql(browser, MY_LANGUAGE)).data!.me!.preferredLanguage).toBe("te");
  });

  it("follows a Telugu browser's Accept-Language when nothing was chosen, and leaves the account's choice open", async () => {
    const sita = newCustomer({ userName: "Sita" });
    const browser = teluguBrowser();
    const before = app.mail.messages.length;
    await gql(browser, REGISTER, { i: sita });
    const mail = await nextMailTo(sita.email, before);
    expect(mail.subject).toContain("వెరిఫికేషన్ కోడ్");
    expect(mail.text).toMatch(TELUGU_LETTER);

    await gql(browser, VERIFY_OTP, { i: { email: sita.email, otp: codeIn(mail.text) } });
    expect(await storedLanguage(sita.email)).toBeNull();
  });

  it("lets the choice made at sign-up win over the browser's language", async () => {
    const john = newCustomer();
    const before = app.mail.messages.length;
    await gql(teluguBrowser(), REGISTER, { i: { ...john, preferredLanguage: "en" } });
    expect((await nextMailTo(john.email, before)).subject).toMatch(/^Your Ruchi verification code: \d{6}$/);
  });

  it("tells the owner of an existing account in the owner's language, not the registering browser's", async () => {
    const owner = await signedInCustomer(app);
    await gql(owner.agent, SET_PREFERRED_LANGUAGE, { language: "te" });
    const before = app.mail.messages.length;
    await gql(app.agent(), REGISTER, { i: { ...newCustomer(), email: owner.email, preferredLanguage: "en" } });
    const notice = await nextMailTo(owner.email, before);
    expect(notice.subject).toBe("మీకు ఇప్పటికే Ruchi ఖాతా ఉంది");
    expect(notice.text).toContain("/auth/forgot-password");
  });
});

describe("the reset link", () => {
  it("is in the account's language, else in the asking browser's, else English", async () => {
    const telugu = await signedInCustomer(app);
    await gql(telugu.agent, SET_PREFERRED_LANGUAGE, { language: "te" });
    const undecided = await signedInCustomer(app);

    let before = app.mail.messages.length;
    await gql(app.agent(), FORGOT_PASSWORD, { i: { email: telugu.email } });
    const teluguMail = await nextMailTo(telugu.email, before);
    expect(teluguMail.subject).toBe("మీ Ruchi పాస్‌వర్డ్ మార్చుకోండి");
    expect(teluguMail.text).toMatch(/\/auth\/reset-password\/[\w-]+/);

    before = app.mail.messages.length;
    await gql(teluguBrowser(), FORGOT_PASSWORD, { i: { email: undecided.email } });
    expect((await nextMailTo(undecided.email, before)).subject).toBe("మీ Ruchi పాస్‌వర్డ్ మార్చుకోండి");

    before = app.mail.messages.length;
    await gql(app.agent(), FORGOT_PASSWORD, { i: { email: undecided.email } });
    expect((await nextMailTo(undecided.email, before)).subject).toBe("Reset your Ruchi password");
  });
});
