import { MapPin } from 'lucide-react';
import type { MapPoint } from './map-links.ts';
import * as styles from './MapSheet.css.ts';

/** What a map surface draws: the view of `mapView` and, when there is a point, its marker. */
export type MapSurfaceProps = {
  center: MapPoint;
  zoom: number;
  marker?: { point: MapPoint; title: string; address: string };
};

const coordinate = (n: number) => n.toFixed(3);

/**
 * The default surface: no tiles, no network. A calm grid with the marker, its title and address
 * at the centre, and the view as text, so the page works offline and in tests.
 */
export function PlaceholderMapSurface({ center, zoom, marker }: MapSurfaceProps) {
  const label = marker ? `地图：${marker.title}，${marker.address}` : '地图：未标注位置';
  return (
    <div role="img" aria-label={label} className={styles.placeholder}>
      {marker && (
        <div aria-hidden className={styles.marker}>
          <span className={styles.markerLabel}>
            {marker.title}
            <span className={styles.markerAddress}>{marker.address}</span>
          </span>
          <MapPin size={32} strokeWidth={2} className={styles.pin} />
        </div>
      )}
      <span aria-hidden className={styles.caption}>
        {coordinate(center.lng)}, {coordinate(center.lat)} · {zoom}级
      </span>
    </div>
  );
}
