import type { Messages } from "../catalogue-types";
import type { catalogue as en } from "../en/catalogue";

export const catalogue: Messages<typeof en> = {
  category: {
    cameras: "Kamera",
    lenses: "Kanta",
    lighting: "Lampu",
    audio: "Audio",
    drones: "Dron",
    grip: "Grip dan sokongan",
    accessories: "Aksesori",
  },
  condition: {
    new: "Baharu",
    like_new: "Seperti baharu",
    good: "Baik",
    fair: "Sederhana",
  },
  // The states' names are already their official Malay ones in English; only the
  // federal territories are spelled out in full. (Written out rather than spread from
  // the English catalogue: a Malay page must not fetch English texts' chunk, ADR 043.)
  state: {
    Johor: "Johor",
    Kedah: "Kedah",
    Kelantan: "Kelantan",
    Melaka: "Melaka",
    "Negeri Sembilan": "Negeri Sembilan",
    Pahang: "Pahang",
    Perak: "Perak",
    Perlis: "Perlis",
    "Pulau Pinang": "Pulau Pinang",
    Sabah: "Sabah",
    Sarawak: "Sarawak",
    Selangor: "Selangor",
    Terengganu: "Terengganu",
    "W.P. Kuala Lumpur": "Wilayah Persekutuan Kuala Lumpur",
    "W.P. Labuan": "Wilayah Persekutuan Labuan",
    "W.P. Putrajaya": "Wilayah Persekutuan Putrajaya",
  },
};
