import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18N_OPTIONS } from "../../../shared/i18n/options";
import { resources } from "../../../shared/i18n/resources";
import { pageHref } from "../../lib/search-params";
import { Pager, pageCount } from "./pager";

const i18n = createInstance();
void i18n.init({ ...I18N_OPTIONS, resources, lng: "en" });

const params = new URLSearchParams("status=paid&page=2");
const render = (page: number, pages: number, lng = "en", label?: string) => {
  void i18n.changeLanguage(lng);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={["/admin/invoices?status=paid&page=2"]}>
        <Pager page={page} pages={pages} hrefOf={(n) => pageHref(params, n)} label={label} />
      </MemoryRouter>
    </I18nextProvider>,
  );
};
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
const dimmed = (html: string) =>
  [...html.matchAll(/<span [^>]*aria-disabled="true"[^>]*>([^<]+)<\/span>/g)].map((m) => m[1]);

describe("the one pager of every paged list (issue 27 item 5)", () => {
  it("links to the pages before and after, keeping the list's filters, page 1 left out of the address", () => {
    const html = render(2, 3);
    expect(links(html)).toEqual([
      ["/admin/invoices?status=paid", "Previous"],
      ["/admin/invoices?status=paid&amp;page=3", "Next"],
    ]);
    expect(html).toContain("Page 2 of 3");
    expect(html).toContain('aria-label="Pages"');
  });

  it("keeps a dimmed, disabled control in place at either end", () => {
    expect(links(render(1, 3)).map(([, text]) => text)).toEqual(["Next"]);
    expect(dimmed(render(1, 3))).toEqual(["Previous"]);
    expect(dimmed(render(3, 3))).toEqual(["Next"]);
  });

  it("from a page past the last, Previous goes to the last page", () => {
    expect(links(render(7, 3))).toEqual([["/admin/invoices?status=paid&amp;page=3", "Previous"]]);
  });

  it("shows nothing for one page, speaks Malay, and takes a list's own name", () => {
    expect(render(1, 1)).toBe("");
    const malay = render(1, 2, "ms", "Halaman permintaan dicari");
    expect(malay).toContain("Halaman 1 daripada 2");
    expect(malay).toContain('aria-label="Halaman permintaan dicari"');
    expect(links(malay).map(([, text]) => text)).toEqual(["Seterusnya"]);
  });

  it("counts pages, at least one", () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });
});
