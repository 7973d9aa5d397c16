/** The contact page (docs/architecture.md#screens contact, #constants). The address, phone and e-mail are data: common/company.ts. */
export const contact = {
  title: "Contact Us",
  intro: "Questions about an order, a restaurant or our services? We are happy to help.",
  officeHeading: "Our Office",
  phoneHeading: "Call Us",
  hours: "7:00 AM – 9:00 PM",
  hoursLabel: "Hours: {{hours}}",
  callLabel: "Call {{phone}}",
  emailHeading: "E-mail Us",
  emailLabel: "Write to {{email}}",
  feedbackPrompt: "Have a suggestion or a complaint?",
  feedbackLink: "Share your feedback",
} as const;
