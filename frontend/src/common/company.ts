/**
 * The company's public contact points (footer, contact page, feedback). Data, not UI text:
 * change them here only. The footer's four social links are video, photo-sharing, messaging
 * and mail (spec §2).
 */
export const COMPANY = {
  email: "support@ruchi.in",
  /** WhatsApp number in international form, digits only. */
  whatsAppNumber: "919876543210",
  social: {
    video: "https://www.youtube.com/@ruchifoods",
    photos: "https://www.instagram.com/ruchifoods",
  },
} as const;

export const whatsAppChatUrl = (text?: string) =>
  `https://wa.me/${COMPANY.whatsAppNumber}${text ? `?text=${encodeURIComponent(text)}` : ""}`;

export const mailToUrl = () => `mailto:${COMPANY.email}`;
