import { catalogueValues } from "./catalogue-list";

/** The 13 states and 3 federal territories, as addresses and listings name them. */
export const MALAYSIAN_STATES = [
  "Johor",
  "Kedah",
  "Kelantan",
  "Melaka",
  "Negeri Sembilan",
  "Pahang",
  "Perak",
  "Perlis",
  "Pulau Pinang",
  "Sabah",
  "Sarawak",
  "Selangor",
  "Terengganu",
  "W.P. Kuala Lumpur",
  "W.P. Labuan",
  "W.P. Putrajaya",
] as const;

export type MalaysianState = (typeof MALAYSIAN_STATES)[number];

/**
 * A state's name as a `msg` (catalogue:state.<value>): the stored value stays the
 * same in every language, only its name differs (Malay spells out "Wilayah
 * Persekutuan"). A value not in the list stays as is.
 */
export const { is: isMalaysianState, msg: stateMsg } = catalogueValues("state", MALAYSIAN_STATES);
