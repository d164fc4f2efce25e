import { describe, expect, it } from "vitest";
import { createRenderedPages, type RenderedPage } from "./rendered-pages";

const page = (text: string): RenderedPage => ({ status: 200, body: Buffer.from(text) });

describe("rendered pages kept", () => {
  it("renders once for asks that share a key and fingerprint, also while the first render runs", async () => {
    const pages = createRenderedPages();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return page("<p>a</p>");
    };
    const [a, b] = await Promise.all([pages.get("en /", "{}", render), pages.get("en /", "{}", render)]);
    expect(a).toBe(b);
    expect(await pages.get("en /", "{}", render)).toBe(a);
    expect(renders).toBe(1);
  });

  it("renders again when the data's fingerprint changes", async () => {
    const pages = createRenderedPages();
    const first = await pages.get("en /gear/1", '{"name":"FX3"}', async () => page("FX3"));
    const second = await pages.get("en /gear/1", '{"name":"FX6"}', async () => page("FX6"));
    expect(second.body.toString()).toBe("FX6");
    expect(await pages.get("en /gear/1", '{"name":"FX6"}', async () => page("never"))).toBe(second);
    expect(first.body.toString()).toBe("FX3");
  });

  it("keeps no failed render, so the next ask tries again", async () => {
    const pages = createRenderedPages();
    await expect(pages.get("en /", "{}", () => Promise.reject(new Error("render failed")))).rejects.toThrow();
    expect((await pages.get("en /", "{}", async () => page("ok"))).body.toString()).toBe("ok");
  });

  it("holds at most `max` pages, the oldest going first", async () => {
    const pages = createRenderedPages(2);
    let renders = 0;
    const render = (text: string) => async () => (renders++, page(text));
    await pages.get("a", "{}", render("a"));
    await pages.get("b", "{}", render("b"));
    await pages.get("c", "{}", render("c"));
    expect(renders).toBe(3);
    await pages.get("b", "{}", render("b"));
    await pages.get("c", "{}", render("c"));
    expect(renders).toBe(3);
    // "a" was dropped for "c": asked again, it is rendered again.
    await pages.get("a", "{}", render("a"));
    expect(renders).toBe(4);
  });
});
