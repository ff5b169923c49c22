import { describe, expect, it } from 'vitest';
import { defaultMapCenter, mapView } from './map-view.ts';

describe('mapView (spec §9)', () => {
  it('opens on Beijing at zoom 10 without a point', () => {
    expect(mapView()).toEqual({ center: { lng: 116.403, lat: 39.915 }, zoom: 10 });
    expect(mapView(null)).toEqual({ center: defaultMapCenter, zoom: 10 });
  });

  it('opens on the point at zoom 18', () => {
    const point = { lng: 113.75, lat: 23.02 };
    expect(mapView(point)).toEqual({ center: point, zoom: 18 });
  });
});
