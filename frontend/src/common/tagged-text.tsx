import { Fragment, type ReactNode } from "react";

const TAGGED = /<([A-Za-z0-9]+)>(.*?)<\/\1>/g;

/**
 * A catalogue text whose parts are marked `<name>…</name>` (the sentence stays whole for its
 * translator, in each language's word order), with each marked part drawn by its function: a
 * link around the words, for one. Marks are neither nested nor given attributes, and a part
 * without a function stays plain text. (react-i18next's `<Trans>` does the same with an HTML
 * parser, 4 KB of the sign-up page's download for its one sentence.)
 */
export function taggedText(text: string, parts: Record<string, (content: string) => ReactNode>): ReactNode {
  const nodes: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [whole, name = "", content = ""] = match;
    if (match.index > from) nodes.push(text.slice(from, match.index));
    const part = parts[name];
    nodes.push(<Fragment key={match.index}>{part ? part(content) : content}</Fragment>);
    from = match.index + whole.length;
  }
  if (from < text.length) nodes.push(text.slice(from));
  return nodes;
}
