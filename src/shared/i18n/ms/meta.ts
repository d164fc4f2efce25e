import type { Messages } from "../catalogue-types";
import type { meta as en } from "../en/meta";

export const meta: Messages<typeof en> = {
  documentTitle: "{{title}} · SewaGear",
  defaultTitle: "SewaGear — sewa peralatan kamera dan produksi di Malaysia",
  app: {
    name: "SewaGear — sewa peralatan di Malaysia",
    shortName: "SewaGear",
    description:
      "Sewa kamera, kanta, lampu dan peralatan audio daripada pemilik di seluruh Malaysia, mengikut hari dalam RM.",
  },
};
