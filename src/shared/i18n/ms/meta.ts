import type { Messages } from "../catalogue-types";
import type { meta as en } from "../en/meta";

export const meta: Messages<typeof en> = {
  documentTitle: "{{title}} · SewaGear",
  defaultTitle: "SewaGear — sewa peralatan kamera dan produksi di Malaysia",
  describe: {
    gear: "{{name}} untuk disewa dari {{price}} sehari, oleh {{owner}}{{where}}, di SewaGear.",
    where: " di {{state}}",
    owner: "Peralatan kamera dan produksi untuk disewa daripada {{name}}{{where}}, di SewaGear.",
    learnmore:
      "Kamera, kanta, lampu dan peralatan audio tersedia untuk disewa di seluruh Malaysia, mengikut hari dalam RM.",
    wanted: "Apa yang dicari oleh penyewa di Malaysia: jawab dengan peralatan anda di SewaGear.",
  },
  app: {
    name: "SewaGear — sewa peralatan di Malaysia",
    shortName: "SewaGear",
    description:
      "Sewa kamera, kanta, lampu dan peralatan audio daripada pemilik di seluruh Malaysia, mengikut hari dalam RM.",
  },
};
