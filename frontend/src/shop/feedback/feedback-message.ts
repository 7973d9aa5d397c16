import { whatsAppChatUrl } from "../../common/company";

export interface FeedbackValues {
  title: string;
  description: string;
}

/** The words around the customer's text, from the i18n catalogue. */
export interface FeedbackMessageTexts {
  intro: string;
  titleLabel: string;
  descriptionLabel: string;
}

/** The WhatsApp message: an intro line, then the title and the description (trimmed, line breaks kept). */
export function feedbackMessage(values: FeedbackValues, texts: FeedbackMessageTexts): string {
  return [texts.intro, "", `${texts.titleLabel}: ${values.title.trim()}`, "", `${texts.descriptionLabel}:`, values.description.trim()].join(
    "\n",
  );
}

/** The wa.me link that opens a chat with the company, the message ready to send (docs/architecture.md#screens feedback). */
export function feedbackChatUrl(values: FeedbackValues, texts: FeedbackMessageTexts): string {
  return whatsAppChatUrl(feedbackMessage(values, texts));
}
