import { problemAnswerEmail, problemAnswerPush } from "./problem-answer-messages";

const order = { id: "0b9f3c1e-2a4d-4c8e-9f00-00000012ab34", shortId: "12AB34", restaurantName: "Sri Krishna <Tiffins>" };

describe("the answer's push and e-mail", () => {
  it("opens the order's details and keeps a long answer to a notification's length", () => {
    const push = problemAnswerPush(order, { answer: "x".repeat(400), resolved: false }, "en");
    expect(push.title).toBe("Help with order #12AB34");
    expect(push.url).toBe(`/shop/account?tab=orders&order=${order.id}`);
    expect(push.body.length).toBeLessThan(200);
    expect(push.body.endsWith("…")).toBe(true);
  });

  it("writes the whole answer in the customer's language, escaped in the HTML, saying whether it is resolved", () => {
    const customer = { email: "sita@example.com", userName: "Sita", language: "te" as const };
    const mail = problemAnswerEmail(
      customer,
      order,
      { answer: "<b>Sorry</b>\nA refund follows.", resolved: true },
      "https://ruchi.example/x",
    );
    expect(mail.subject).toBe("ఆర్డర్ #12AB34 గురించి మీ సందేశానికి Ruchi సమాధానం ఇచ్చింది");
    expect(mail.text).toContain("<b>Sorry</b>\nA refund follows.");
    expect(mail.text).toContain("ఈ సమస్య పరిష్కరించబడినట్లు గుర్తించాము.");
    expect(mail.html).toContain("&lt;b&gt;Sorry&lt;/b&gt;");
    expect(mail.html).toContain("Sri Krishna &lt;Tiffins&gt;");
    expect(mail.html).not.toContain("<b>Sorry");
  });
});
