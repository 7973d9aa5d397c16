import { renderToStaticMarkup } from "react-dom/server";
import { taggedText } from "./tagged-text";

const link = (href: string) => (content: string) => <a href={href}>{content}</a>;

it("draws each marked part with its function, in the text's own word order", () => {
  const html = renderToStaticMarkup(
    <p>
      {taggedText("నేను <terms>నిబంధనలు & షరతులు</terms>, <privacy>ప్రైవసీ పాలసీ</privacy>లకు అంగీకరిస్తున్నాను", {
        terms: link("/terms"),
        privacy: link("/privacy"),
      })}
    </p>,
  );
  expect(html).toBe('<p>నేను <a href="/terms">నిబంధనలు &amp; షరతులు</a>, <a href="/privacy">ప్రైవసీ పాలసీ</a>లకు అంగీకరిస్తున్నాను</p>');
});

it("keeps text without marks, a part without a function and an unclosed mark as plain text", () => {
  const html = renderToStaticMarkup(
    <p>
      {taggedText("Agree to <terms>the terms</terms> and <other>this</other> <b>", {})}|{taggedText("plain", {})}
    </p>,
  );
  expect(html).toBe("<p>Agree to the terms and this &lt;b&gt;|plain</p>");
});
