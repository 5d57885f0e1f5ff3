// How far a town is from the office, for the town pages: a straight line on the globe, stretched to
// what the roads add, and the drive time at the average speed of the area's highways and county roads.
/** A place on the map, as the content writes it (a town's coordinates, the office's). */
export interface Coordinates {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_MILES = 3958.8;
/** Roads wind: the drive is about this much longer than the straight line (East Texas farm roads). */
const ROAD_FACTOR = 1.25;
/** Average speed over highways, farm-to-market roads and town streets, in miles per hour. */
const AVERAGE_MPH = 50;

/** Closer than this (road miles), the town is where the office is: its page gives no distance ("1 miles"). */
export const SAME_TOWN_MILES = 3;
/** Farther than this (road miles), a town's coordinates are more likely a typo than a place we drive to. */
export const FAR_MILES = 150;

/** Great-circle distance in miles (haversine). */
export function straightMiles(a: Coordinates, b: Coordinates): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles by road from `from` to `to`: the straight line stretched by what the roads add (not rounded). */
export function roadMiles(from: Coordinates, to: Coordinates): number {
  return straightMiles(from, to) * ROAD_FACTOR;
}

/** Road miles (whole) and minutes by car (to the nearest 5, at least 5) from `from` to `to`. */
export function driveFrom(from: Coordinates, to: Coordinates): { miles: number; minutes: number } {
  const road = roadMiles(from, to);
  const miles = Math.max(1, Math.round(road));
  const minutes = Math.max(5, Math.round(((road / AVERAGE_MPH) * 60) / 5) * 5);
  return { miles, minutes };
}
