/**
 * The company's public contact points: the footer, the contact page and the feedback form read
 * them from here. This file is the ONE place to change them (they are data, not UI text, so they
 * are not in the i18n catalogue). The footer's four social links are video, photo-sharing,
 * messaging and mail (docs/architecture.md#screens).
 */
export const COMPANY = {
  /** Where customers write to (contact page, footer mail link). */
  email: "support@ruchi.in",
  /** The phone customers call (contact page), in international form: +, country code, number. */
  phone: "+919876543210",
  /** WhatsApp number for chats and feedback, in international form, digits only (wa.me format). */
  whatsAppNumber: "919876543210",
  /**
   * The office, one line per entry, as it is written on an envelope (docs/architecture.md#screens: a town in Andhra
   * Pradesh), in each language of the app: a Telugu reader gets the Telugu envelope.
   */
  officeAddress: {
    en: ["Ruchi Foods", "Door No. 2-45, J.P. Road", "Bhimavaram, West Godavari District", "Andhra Pradesh 534201"],
    te: ["Ruchi Foods", "డోర్ నం. 2-45, జె.పి. రోడ్", "భీమవరం, పశ్చిమ గోదావరి జిల్లా", "ఆంధ్రప్రదేశ్ 534201"],
  },
  social: {
    video: "https://www.youtube.com/@ruchifoods",
    photos: "https://www.instagram.com/ruchifoods",
  },
} as const;

export const whatsAppChatUrl = (text?: string) =>
  `https://wa.me/${COMPANY.whatsAppNumber}${text ? `?text=${encodeURIComponent(text)}` : ""}`;

export const mailToUrl = () => `mailto:${COMPANY.email}`;

export const telUrl = () => `tel:${COMPANY.phone}`;

/** "+919876543210" -> "+91 98765 43210": how Indian mobile numbers are usually written. */
export function displayPhone(phone: string = COMPANY.phone): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}
