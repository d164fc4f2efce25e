import type { Messages } from "../catalogue-types";
import type { backoffice as en } from "../en/backoffice";

export const backoffice: Messages<typeof en> = {
  staff: {
    title: "Papan pemuka kakitangan",
    queueTitle: "Baris gilir pengesahan",
    unverifiedTitle: "Penyewa yang belum disahkan",
    allVerified: "Semua penyewa telah disahkan.",
  },
};
