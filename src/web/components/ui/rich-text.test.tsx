import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18N_OPTIONS } from "../../../shared/i18n/options";
import { resources } from "../../../shared/i18n/resources";
import { RichText } from "./rich-text";

const i18n = createInstance();
void i18n.init({ ...I18N_OPTIONS, resources });
const html = (node: React.ReactElement) => renderToStaticMarkup(node);

describe("RichText", () => {
  it("shows each marked part as its component around the translated words, values in place", () => {
    const t = i18n.getFixedT("en", "gear");
    expect(
      html(
        <RichText
          t={t}
          i18nKey="card.byOwner"
          values={{ username: "lensmaster" }}
          components={{ a: <b className="owner" /> }}
        />,
      ),
    ).toBe('by <b class="owner">@lensmaster</b>');
    // The translator's order is kept: in Malay the sentence is another, the link still around its words.
    const ms = i18n.getFixedT("ms", "wanted");
    const malay = html(<RichText t={ms} i18nKey="page.logInToPost" components={{ login: <b className="login" /> }} />);
    expect(malay).toMatch(/<b class="login">[^<]+<\/b>/);
    expect(malay).not.toContain("<login>");
  });

  it("keeps a value that looks like a mark as text, escaped", () => {
    const t = i18n.getFixedT("en", "gear");
    const out = html(
      <RichText
        t={t}
        i18nKey="dashboard.listed"
        values={{ name: "<a>FX3</a> & co" }}
        components={{ a: <b className="gear" /> }}
      />,
    );
    expect(out).toBe('“&lt;a&gt;FX3&lt;/a&gt; &amp; co” is listed. <b class="gear">See its public page</b>.');
  });

  it("shows the words of a mark it has no component for, and text without marks as it is", () => {
    const t = i18n.getFixedT("en", "gear");
    expect(html(<RichText t={t} i18nKey="editor.status" values={{ status: "Active" }} components={{}} />)).toBe(
      "Status: Active",
    );
    expect(
      html(
        <RichText t={t} i18nKey="editor.status" values={{ status: "Active" }} components={{ strong: <strong /> }} />,
      ),
    ).toBe("Status: <strong>Active</strong>");
  });
});
