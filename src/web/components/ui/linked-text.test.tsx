import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LinkedText, splitLinks } from "./linked-text";

describe("LinkedText", () => {
  it("turns the addresses in a message into links, leaving the sentence's punctuation outside", () => {
    expect(splitLinks("See https://example.test/a?b=1. Or www.example.test/x)")).toEqual([
      { text: "See " },
      { text: "https://example.test/a?b=1", href: "https://example.test/a?b=1" },
      { text: ". Or " },
      { text: "www.example.test/x", href: "https://www.example.test/x" },
      { text: ")" },
    ]);
  });

  it("keeps markup typed in a message as text, and makes no link of a non-web scheme", () => {
    const html = renderToStaticMarkup(<LinkedText text={'<b>hi</b> javascript:alert(1) http://a.test/"x'} />);
    expect(html).toContain("&lt;b&gt;hi&lt;/b&gt; javascript:alert(1) ");
    expect(html).toContain('<a href="http://a.test/" target="_blank" rel="noopener noreferrer nofollow ugc"');
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});
