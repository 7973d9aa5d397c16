import { COMPANY, displayPhone, mailToUrl, telUrl, whatsAppChatUrl } from "./company";

describe("company contact links", () => {
  it("builds wa.me links with the text URL-encoded", () => {
    expect(whatsAppChatUrl()).toBe(`https://wa.me/${COMPANY.whatsAppNumber}`);
    expect(whatsAppChatUrl("Hi & bye?\nThanks")).toBe(`https://wa.me/${COMPANY.whatsAppNumber}?text=Hi%20%26%20bye%3F%0AThanks`);
  });

  it("keeps the numbers in the forms the links need", () => {
    expect(COMPANY.whatsAppNumber).toMatch(/^\d{10,15}$/);
    expect(COMPANY.phone).toMatch(/^\+\d{10,15}$/);
    expect(telUrl()).toBe(`tel:${COMPANY.phone}`);
    expect(mailToUrl()).toBe(`mailto:${COMPANY.email}`);
  });

  it("writes an Indian mobile number in groups of five", () => {
    expect(displayPhone("+919876543210")).toBe("+91 98765 43210");
    expect(displayPhone("+4420794600")).toBe("+4420794600");
  });
});
