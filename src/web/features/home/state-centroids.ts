/** Approximate centres of the states and federal territories, for the home page map (lat, lng). */
export const STATE_CENTROIDS: Record<string, [number, number]> = {
  Johor: [1.94, 103.37],
  Kedah: [6.12, 100.6],
  Kelantan: [5.3, 102.0],
  Melaka: [2.25, 102.28],
  "Negeri Sembilan": [2.73, 102.25],
  Pahang: [3.81, 102.9],
  Perak: [4.6, 101.08],
  Perlis: [6.44, 100.2],
  "Pulau Pinang": [5.37, 100.3],
  Sabah: [5.42, 116.8],
  Sarawak: [2.5, 113.0],
  Selangor: [3.3, 101.5],
  Terengganu: [4.9, 103.0],
  "W.P. Kuala Lumpur": [3.14, 101.69],
  "W.P. Labuan": [5.29, 115.24],
  "W.P. Putrajaya": [2.93, 101.69],
};
