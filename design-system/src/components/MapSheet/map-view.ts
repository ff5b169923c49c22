import type { MapPoint } from './map-links.ts';

/** Centre of the map when there is no point: Tiananmen, Beijing (spec §9). */
export const defaultMapCenter: MapPoint = { lng: 116.403, lat: 39.915 };
/** Zoom showing a city, used without a point (spec §9). */
const defaultMapZoom = 10;
/** Zoom showing streets and buildings, used with a point (spec §9). */
const pointMapZoom = 18;

export type MapView = { center: MapPoint; zoom: number };

/** Where the map opens: on the point, close up; without one, on the default centre. */
export function mapView(point?: MapPoint | null): MapView {
  return point
    ? { center: point, zoom: pointMapZoom }
    : { center: defaultMapCenter, zoom: defaultMapZoom };
}
