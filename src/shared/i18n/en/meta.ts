/**
 * Page titles (document.title) and the installed app's name and description.
 * The manifests in src/web/public (one per language) repeat `app`; a test holds them equal.
 */
export const meta = {
  /** Every page's document.title; `title` is the page's heading. */
  documentTitle: "{{title}} · SewaGear",
  /** The title and description before a page has set its own (src/web/index.html). */
  defaultTitle: "SewaGear — camera and production gear rental in Malaysia",
  /** The descriptions of the server-rendered public pages (link previews, search results). */
  describe: {
    gear: "{{name}} for rent from {{price}} a day, by {{owner}}{{where}}, on SewaGear.",
    where: " in {{state}}",
    owner: "Camera and production gear for rent from {{name}}{{where}}, on SewaGear.",
    learnmore: "Cameras, lenses, lighting and audio gear available to rent across Malaysia, by the day in RM.",
    wanted: "What renters in Malaysia are looking for: answer with your gear on SewaGear.",
  },
  app: {
    name: "SewaGear — gear rental in Malaysia",
    shortName: "SewaGear",
    description: "Rent cameras, lenses, lighting and audio gear from owners across Malaysia, by the day in RM.",
  },
};
