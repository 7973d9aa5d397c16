/** The feedback page (docs/architecture.md#screens feedback, #forms): the form opens a WhatsApp chat, nothing goes to the server. */
export const feedback = {
  pageTitle: "Feedback",
  title: "Share Your Feedback",
  intro:
    "Tell us what you liked or what we can do better. Submitting opens a WhatsApp chat with our team, with your message ready to send.",
  queryTitle: "Query Title",
  queryTitleRequired: "Please enter a query title",
  description: "Description",
  descriptionRequired: "Please enter a description",
  submit: "Submit",
  opened: "WhatsApp opened in a new tab. Send the message there to reach us.",
  blocked: "Your browser blocked the new tab.",
  openChat: "Open the WhatsApp chat",
  messageIntro: "Feedback from the Ruchi app",
  messageTitle: "Query Title",
  messageDescription: "Description",
} as const;
