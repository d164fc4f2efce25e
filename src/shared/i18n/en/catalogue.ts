/**
 * Names of categories, conditions and Malaysian states, keyed by the stored value
 * (`category.cameras`, `condition.like_new`, `state.Pulau Pinang`). English shows
 * the names it always showed; stored values never change with the language.
 */
export const catalogue = {
  category: {
    cameras: "Cameras",
    lenses: "Lenses",
    lighting: "Lighting",
    audio: "Audio",
    drones: "Drones",
    grip: "Grip and support",
    accessories: "Accessories",
  },
  condition: {
    new: "New",
    like_new: "Like new",
    good: "Good",
    fair: "Fair",
  },
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
    "W.P. Kuala Lumpur": "W.P. Kuala Lumpur",
    "W.P. Labuan": "W.P. Labuan",
    "W.P. Putrajaya": "W.P. Putrajaya",
  },
};
