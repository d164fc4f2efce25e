import { day } from "./factories";

/** A valid wanted post body: a drone for one day in Ipoh, ten days from now. */
export const WANTED_REQUEST = {
  title: "Drone for a wedding",
  description: "Need a drone with a good camera for one day in Ipoh.",
  category: "drones",
  startDate: day(10),
  endDate: day(10),
  state: "Perak",
};
