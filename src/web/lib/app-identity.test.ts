import { describe, expect, it } from "vitest";
import { LANGUAGES, LOCALE } from "../../shared/i18n/languages";
import { resources } from "../../shared/i18n/resources";
import indexHtml from "../index.html?raw";
import english from "../public/manifest.webmanifest?raw";
import malay from "../public/manifest.ms.webmanifest?raw";
import { applyAppIdentity, MANIFEST_HREF } from "./app-identity";

const manifests = { en: JSON.parse(english), ms: JSON.parse(malay) };

/** A page head holding a manifest link and a description, recording what is set. */
function fakeHead() {
  const attributes: Record<string, Record<string, string>> = { manifest: {}, description: {} };
  const element = (name: string) => ({
    setAttribute: (attribute: string, value: string) => void (attributes[name]![attribute] = value),
  });
  const head = {
    querySelector: (selector: string) =>
      selector === 'link[rel="manifest"]'
        ? element("manifest")
        : selector === 'meta[name="description"]'
          ? element("description")
          : null,
  };
  return { head: head as unknown as Pick<Document, "querySelector">, attributes };
}

describe("the app's name in each language", () => {
  it("points the page at the manifest and description of the language shown", () => {
    const { head, attributes } = fakeHead();
    applyAppIdentity("ms", resources.ms.meta.app.description, head);
    expect(attributes.manifest).toEqual({ href: "/manifest.ms.webmanifest" });
    expect(attributes.description!.content).toBe(resources.ms.meta.app.description);
    applyAppIdentity("en", resources.en.meta.app.description, head);
    expect(attributes.manifest).toEqual({ href: "/manifest.webmanifest" });
    expect(attributes.description!.content).toBe(
      "Rent cameras, lenses, lighting and audio gear from owners across Malaysia, by the day in RM.",
    );
  });

  it("keeps each manifest file's name, description and language those of the meta catalogue", () => {
    for (const lang of LANGUAGES) {
      const { app } = resources[lang].meta;
      expect(MANIFEST_HREF[lang]).toMatch(/^\/manifest\.(ms\.)?webmanifest$/);
      expect(manifests[lang]).toMatchObject({
        name: app.name,
        short_name: app.shortName,
        description: app.description,
        lang: LOCALE[lang],
      });
    }
    // index.html is the English default the page starts from.
    expect(indexHtml).toContain(`<title>${resources.en.meta.defaultTitle}</title>`);
    expect(indexHtml.replace(/\s+/g, " ")).toContain(`content="${resources.en.meta.app.description}"`);
    expect(indexHtml).toContain(`<link rel="manifest" href="${MANIFEST_HREF.en}" />`);
    // Everything but the words is the same in both (icons, colours, start URL).
    const rest = ({ name: _n, description: _d, lang: _l, ...others }: Record<string, unknown>) => others;
    expect(rest(manifests.ms)).toEqual(rest(manifests.en));
  });
});
