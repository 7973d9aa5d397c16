import { COMPANY } from "../../common/company";
import { feedbackChatUrl, feedbackMessage } from "./feedback-message";

const texts = { intro: "Feedback from the Ruchi app", titleLabel: "Query Title", descriptionLabel: "Description" };

describe("feedbackMessage", () => {
  it("holds the trimmed title and description under their labels", () => {
    expect(feedbackMessage({ title: "  Late order ", description: "It came cold.\nPlease check.  " }, texts)).toBe(
      "Feedback from the Ruchi app\n\nQuery Title: Late order\n\nDescription:\nIt came cold.\nPlease check.",
    );
  });
});

describe("feedbackChatUrl", () => {
  it("opens a chat with the company's WhatsApp number and the encoded message", () => {
    const url = new URL(feedbackChatUrl({ title: "Biryani & more?", description: "100% tasty #1" }, texts));
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe(`/${COMPANY.whatsAppNumber}`);
    expect(url.searchParams.get("text")).toBe("Feedback from the Ruchi app\n\nQuery Title: Biryani & more?\n\nDescription:\n100% tasty #1");
    expect(url.search).toContain("Biryani%20%26%20more%3F");
  });
});
