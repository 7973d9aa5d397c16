/** The town the demo data lives in: Bhimavaram, West Godavari district, Andhra Pradesh. */
export const DEMO_TOWN = {
  name: "Bhimavaram",
  district: "West Godavari",
  state: "Andhra Pradesh",
  /** The town centre (near the Mavullamma temple and Main Road). */
  latitude: 16.5449,
  longitude: 81.5212,
} as const;
