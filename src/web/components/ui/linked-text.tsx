import { Fragment } from "react";

/**
 * A web address in a message: http(s):// or www., up to the next space. Trailing
 * punctuation (a full stop ending the sentence, a closing bracket) is not part of it.
 */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** The text's parts: plain strings and the addresses in it, in order. */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const found = match[0].replace(TRAILING, "");
    const index = match.index;
    if (index > at) parts.push({ text: text.slice(at, index) });
    parts.push({ text: found, href: found.toLowerCase().startsWith("www.") ? `https://${found}` : found });
    at = index + found.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/**
 * What a person wrote, with its web addresses as links (issue 30: a pasted link
 * in a message was cut at the bubble's edge and could not be followed). The
 * links open in a new tab and pass no referrer or ranking: they are strangers'.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc" className="underline">
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
