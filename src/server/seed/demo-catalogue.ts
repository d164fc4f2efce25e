import type { GearSpec, PricingTier } from "../db/schema";

/** Demo listings: what a real Malaysian rental shop carries, prices in RM per day. */
interface DemoGear {
  name: string;
  category: string;
  brand: string;
  model: string;
  rm: number;
  extendedRm?: number;
  depositRm: number;
  specs: GearSpec[];
  description: string;
}

export const DEMO_GEAR: DemoGear[] = [
  { name: "Sony FX3 Cinema Camera", category: "cameras", brand: "Sony", model: "FX3", rm: 250, extendedRm: 200, depositRm: 3000, specs: [{ label: "Sensor", value: "Full frame 12 MP" }, { label: "Video", value: "4K 120p, S-Cinetone" }], description: "Compact full-frame cinema body. Comes with 2 batteries, charger and a 128 GB CFexpress A card." },
  { name: "Canon EOS R5", category: "cameras", brand: "Canon", model: "EOS R5", rm: 180, extendedRm: 150, depositRm: 2500, specs: [{ label: "Sensor", value: "45 MP full frame" }, { label: "Video", value: "8K RAW" }], description: "High-resolution hybrid for weddings and commercial stills." },
  { name: "Blackmagic Pocket 6K Pro", category: "cameras", brand: "Blackmagic", model: "BMPCC 6K Pro", rm: 160, extendedRm: 130, depositRm: 2000, specs: [{ label: "Mount", value: "Canon EF" }, { label: "Recording", value: "BRAW, ProRes" }], description: "Super 35 cinema camera with built-in ND filters and a tilting screen." },
  { name: "Fujifilm X-T5", category: "cameras", brand: "Fujifilm", model: "X-T5", rm: 110, depositRm: 1500, specs: [{ label: "Sensor", value: "40 MP APS-C" }], description: "Lightweight stills camera, loved for its film simulations." },
  { name: "Sony A7 IV", category: "cameras", brand: "Sony", model: "A7 IV", rm: 140, extendedRm: 120, depositRm: 2000, specs: [{ label: "Sensor", value: "33 MP full frame" }], description: "All-rounder for events, portraits and run-and-gun video." },
  { name: "Sony FE 24-70mm f/2.8 GM II", category: "lenses", brand: "Sony", model: "SEL2470GM2", rm: 90, extendedRm: 75, depositRm: 1500, specs: [{ label: "Mount", value: "Sony E" }, { label: "Aperture", value: "f/2.8" }], description: "The standard zoom for events and documentary work." },
  { name: "Canon RF 70-200mm f/2.8L", category: "lenses", brand: "Canon", model: "RF 70-200 f/2.8L IS USM", rm: 95, extendedRm: 80, depositRm: 1500, specs: [{ label: "Mount", value: "Canon RF" }], description: "Fast telephoto zoom with image stabilisation." },
  { name: "Sigma 18-35mm f/1.8 Art", category: "lenses", brand: "Sigma", model: "18-35 DC HSM Art", rm: 50, depositRm: 600, specs: [{ label: "Mount", value: "Canon EF" }], description: "Bright APS-C zoom, a favourite on Super 35 cinema cameras." },
  { name: "DZOFilm Vespid Prime 50mm T2.1", category: "lenses", brand: "DZOFilm", model: "Vespid 50mm", rm: 120, depositRm: 2000, specs: [{ label: "Mount", value: "PL / EF" }, { label: "Coverage", value: "Full frame" }], description: "Cine prime with geared focus and iris rings." },
  { name: "Sony FE 85mm f/1.4 GM", category: "lenses", brand: "Sony", model: "SEL85F14GM", rm: 70, depositRm: 1000, specs: [{ label: "Mount", value: "Sony E" }], description: "Portrait prime with creamy background blur." },
  { name: "Aputure LS 600d Pro", category: "lighting", brand: "Aputure", model: "LS 600d Pro", rm: 200, extendedRm: 170, depositRm: 2500, specs: [{ label: "Output", value: "600 W daylight" }, { label: "Mount", value: "Bowens" }], description: "Weather-resistant daylight COB. Includes reflector and case." },
  { name: "Aputure Amaran 200x S", category: "lighting", brand: "Aputure", model: "Amaran 200x S", rm: 60, depositRm: 500, specs: [{ label: "Output", value: "200 W bi-colour" }], description: "Bi-colour point source for interviews and small sets." },
  { name: "Nanlite PavoTube II 30X kit (4)", category: "lighting", brand: "Nanlite", model: "PavoTube II 30X", rm: 150, extendedRm: 120, depositRm: 1500, specs: [{ label: "Colour", value: "RGBWW, effects" }], description: "Four RGB tubes with chargers and a hard case." },
  { name: "Godox SL150 II", category: "lighting", brand: "Godox", model: "SL150 II", rm: 45, depositRm: 400, specs: [{ label: "Output", value: "150 W daylight" }], description: "Affordable workhorse LED for product and portrait shoots." },
  { name: "Sennheiser EW 112P G4 wireless lavalier", category: "audio", brand: "Sennheiser", model: "EW 112P G4", rm: 60, depositRm: 800, specs: [{ label: "Range", value: "up to 100 m" }], description: "Reliable UHF lav kit for interviews and events." },
  { name: "Rode Wireless PRO", category: "audio", brand: "Rode", model: "Wireless PRO", rm: 55, depositRm: 700, specs: [{ label: "Recording", value: "32-bit float on board" }], description: "Two transmitters with on-board backup recording." },
  { name: "Zoom F6 field recorder", category: "audio", brand: "Zoom", model: "F6", rm: 80, depositRm: 1000, specs: [{ label: "Inputs", value: "6 XLR" }], description: "32-bit float recorder with timecode." },
  { name: "Sennheiser MKH 416 shotgun", category: "audio", brand: "Sennheiser", model: "MKH 416", rm: 50, depositRm: 800, specs: [{ label: "Pattern", value: "Supercardioid" }], description: "The industry-standard boom microphone. Comes with a Rycote blimp." },
  { name: "DJI Mavic 3 Pro", category: "drones", brand: "DJI", model: "Mavic 3 Pro", rm: 220, extendedRm: 180, depositRm: 4000, specs: [{ label: "Cameras", value: "Triple, Hasselblad" }, { label: "Flight time", value: "43 min" }], description: "Three batteries included. Renter must hold a CAAM drone permit for commercial use." },
  { name: "DJI Mini 4 Pro", category: "drones", brand: "DJI", model: "Mini 4 Pro", rm: 90, depositRm: 1500, specs: [{ label: "Weight", value: "under 249 g" }], description: "Light drone with obstacle sensing; fly-more kit." },
  { name: "DJI RS 4 Pro gimbal", category: "grip", brand: "DJI", model: "RS 4 Pro", rm: 80, extendedRm: 65, depositRm: 1200, specs: [{ label: "Payload", value: "4.5 kg" }], description: "Gimbal for mirrorless and small cinema rigs." },
  { name: "Sachtler Flowtech 75 tripod", category: "grip", brand: "Sachtler", model: "Flowtech 75 + FSB 8", rm: 70, depositRm: 1500, specs: [{ label: "Payload", value: "8 kg" }], description: "Fluid head tripod with quick-release legs." },
  { name: "Edelkrone SliderPLUS", category: "grip", brand: "Edelkrone", model: "SliderPLUS v5", rm: 45, depositRm: 600, specs: [{ label: "Travel", value: "2× length" }], description: "Compact slider for product and B-roll." },
  { name: "Atomos Ninja V+", category: "accessories", brand: "Atomos", model: "Ninja V+", rm: 70, depositRm: 900, specs: [{ label: "Screen", value: "5\" 1000 nit" }], description: "Monitor-recorder for ProRes RAW." },
  { name: "SmallHD Focus 7", category: "accessories", brand: "SmallHD", model: "Focus 7", rm: 50, depositRm: 700, specs: [{ label: "Screen", value: "7\" touch" }], description: "On-camera monitor with LUT support." },
  { name: "V-mount battery kit (4 × 150 Wh)", category: "accessories", brand: "Core SWX", model: "Hypercore 150", rm: 60, depositRm: 800, specs: [{ label: "Capacity", value: "4 × 150 Wh" }], description: "Four V-mount batteries with a dual charger. Airline-safe." },
];

export const DEMO_OWNERS = [
  { username: "penanglights", name: "Tan Mei Ling", displayName: "Penang Light House", state: "Pulau Pinang", covers: ["Kedah", "Perak"], city: "George Town", business: "Penang Light House Sdn Bhd", bio: "Lighting and grip for music videos and commercials up north." },
  { username: "jbcinegear", name: "Muhammad Hafiz", displayName: "JB Cine Gear", state: "Johor", covers: ["Melaka"], city: "Johor Bahru", business: "JB Cine Gear", bio: "Cinema cameras and lenses, delivered across Johor." },
  { username: "kl_audio_hub", name: "Priya Raman", displayName: "KL Audio Hub", state: "W.P. Kuala Lumpur", covers: ["Selangor"], city: "Kuala Lumpur", business: "KL Audio Hub", bio: "Sound kits for film, podcasts and events." },
  { username: "sabahshooters", name: "Jason Wong", displayName: "Sabah Shooters", state: "Sabah", covers: ["W.P. Labuan"], city: "Kota Kinabalu", business: "", bio: "Drones and outdoor kits for Borneo adventures." },
  { username: "perak_drones", name: "Aiman Zulkifli", displayName: "Perak Drone Works", state: "Perak", covers: [], city: "Ipoh", business: "Perak Drone Works", bio: "" },
] as const;

/** Every fourth listing gets tiers, every third a student rate: enough variety to see the pricing rules. */
export function demoPricing(g: DemoGear, i: number) {
  const sen = g.rm * 100;
  const tiers: PricingTier[] =
    i % 4 === 0
      ? [
          { minDays: 3, maxDays: 6, price: Math.round(sen * 0.9) },
          { minDays: 7, maxDays: null, price: Math.round(sen * 0.75) },
        ]
      : [];
  return {
    pricePerDay: sen,
    extendedPrice: g.extendedRm ? g.extendedRm * 100 : null,
    enableMultiplePricing: tiers.length > 0,
    pricingTiers: tiers,
    enableStudentRate: i % 3 === 0,
    studentPrice: i % 3 === 0 ? Math.round(sen * 0.8) : null,
    deposit: g.depositRm * 100,
  };
}
