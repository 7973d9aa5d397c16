import type { FormRule as Rule } from "antd";
import type { TFunction } from "i18next";

/** The server's limits (backend broadcast.inputs.ts), so the form says no before the server does. */
export const BROADCAST_TITLE_MAX = 80;
export const BROADCAST_BODY_MAX = 240;
export const BROADCAST_URL_MAX = 300;

export type BroadcastAudienceValue = "CUSTOMERS" | "STAFF";

export interface BroadcastFormValues {
  title: string;
  body: string;
  audience: BroadcastAudienceValue;
  url: string;
}

export const EMPTY_BROADCAST: BroadcastFormValues = { title: "", body: "", audience: "CUSTOMERS", url: "" };

export type TextProblem = "required" | "tooLong" | null;

/** A title or message: something besides spaces, at most `max` characters once trimmed (as stored). */
export function textProblem(value: string | undefined, max: number): TextProblem {
  const text = (value ?? "").trim();
  if (text === "") return "required";
  return text.length > max ? "tooLong" : null;
}

/**
 * A link of this site: a path starting with one "/" (not "//" or "/\", which browsers read as
 * another host), without spaces or backslashes. Blank means no link.
 */
export function urlProblem(value: string | undefined): "invalid" | "tooLong" | null {
  const text = (value ?? "").trim();
  if (text === "") return null;
  if (!/^\/(?![/\\])[^\s\\]*$/.test(text)) return "invalid";
  return text.length > BROADCAST_URL_MAX ? "tooLong" : null;
}

/** A rule that fails with the message `problem` finds for the field's value, if any. */
function ruleOf(problem: (value: string | undefined) => string | null): Rule[] {
  return [
    {
      validator: async (_rule, value: unknown) => {
        const message = problem(typeof value === "string" ? value : undefined);
        if (message) throw new Error(message);
      },
    },
  ];
}

/** antd Form rules of each field, with the catalogue's messages. */
export function broadcastRules(t: TFunction) {
  const text = (max: number, required: string, tooLong: string) => (value: string | undefined) => {
    const problem = textProblem(value, max);
    return problem === "required" ? required : problem === "tooLong" ? tooLong : null;
  };
  return {
    title: ruleOf(
      text(BROADCAST_TITLE_MAX, t("adminNotifications.titleRequired"), t("adminNotifications.titleTooLong", { max: BROADCAST_TITLE_MAX })),
    ),
    body: ruleOf(
      text(BROADCAST_BODY_MAX, t("adminNotifications.bodyRequired"), t("adminNotifications.bodyTooLong", { max: BROADCAST_BODY_MAX })),
    ),
    url: ruleOf((value) => {
      const problem = urlProblem(value);
      if (problem === "invalid") return t("adminNotifications.urlInvalid");
      return problem === "tooLong" ? t("adminNotifications.urlTooLong", { max: BROADCAST_URL_MAX }) : null;
    }),
  };
}

/** sendBroadcast's input: trimmed texts, no link when it was left blank. */
export function broadcastInput(values: BroadcastFormValues) {
  const url = values.url.trim();
  return { title: values.title.trim(), body: values.body.trim(), audience: values.audience, url: url === "" ? null : url };
}
