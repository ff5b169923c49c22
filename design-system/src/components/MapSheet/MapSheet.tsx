import { ChevronLeft, Navigation } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { BottomSheet } from '../BottomSheet/BottomSheet.tsx';
import { Button } from '../Button/Button.tsx';
import { message } from '../Toast/Toast.tsx';
import { mapLink, mapProviderLabels, mapProviders, type MapPoint } from './map-links.ts';
import { mapView } from './map-view.ts';
import { PlaceholderMapSurface, type MapSurfaceProps } from './PlaceholderMapSurface.tsx';
import * as styles from './MapSheet.css.ts';

/** One entry of the navigation sheet: a provider id understood by `mapLink`, and its name. */
export type MapNavigationOption = { id: string; label: string };

const defaultOptions: MapNavigationOption[] = mapProviders.map((id) => ({
  id,
  label: mapProviderLabels[id],
}));

const assignLocation = (url: string) => window.location.assign(url);

export type MapSheetProps = {
  /** Name of the place, shown on the marker and in the card. Required. */
  title: string;
  /** Address of the place. Required. */
  address: string;
  /** Where the place is (GCJ-02). Default none: the map opens on Beijing and 导航 is hidden. */
  point?: MapPoint | null;
  /** Called by 返回. Required. */
  onBack: () => void;
  /** Called with the provider and its link when the user picks a map to navigate with. Default none. */
  onNavigate?: (provider: string, url: string) => void;
  /** Opens a provider's link. Default `window.location.assign`; stories and tests pass a spy. */
  openUrl?: (url: string) => void;
  /** The maps offered by 导航. Default 腾讯地图, 高德地图, 百度地图. */
  navigationOptions?: readonly MapNavigationOption[];
  /** Draws the map (a real SDK, see README). Default `PlaceholderMapSurface`: no network. */
  surface?: ComponentType<MapSurfaceProps>;
  /** Passed to `mapLink` as the caller's name. Default `5G智能平台`. */
  source?: string;
  /** Label of the back button. Default `返回`. */
  backLabel?: string;
  /** Label of the navigate button. Default `导航`. */
  navigateLabel?: string;
  /** Heading of the navigation sheet. Default `选择地图`. */
  sheetTitle?: string;
  /** Label of the sheet's cancel action. Default `取消`. */
  cancelLabel?: string;
  /** Message shown for a provider `mapLink` does not know. Default `暂不支持` (spec §8). */
  unsupportedText?: string;
};

/**
 * The map view of shared pages (spec §2): the place's marker on a map, a card with its title,
 * address and 导航, which opens a sheet of map apps, and 返回. Fills its container.
 */
export function MapSheet({
  title,
  address,
  point,
  onBack,
  onNavigate,
  openUrl = assignLocation,
  navigationOptions = defaultOptions,
  surface: Surface = PlaceholderMapSurface,
  source,
  backLabel = '返回',
  navigateLabel = '导航',
  sheetTitle = '选择地图',
  cancelLabel = '取消',
  unsupportedText = '暂不支持',
}: MapSheetProps) {
  const [isSheetOpen, setSheetOpen] = useState(false);
  const { center, zoom } = mapView(point);

  const navigate = (provider: string) => {
    setSheetOpen(false);
    const url = point && mapLink(provider, { title, address, point }, { source });
    if (!url) {
      message.warning(unsupportedText);
      return;
    }
    onNavigate?.(provider, url);
    openUrl(url);
  };

  return (
    <section aria-label={title} className={styles.root}>
      <div className={styles.surface}>
        <Surface
          center={center}
          zoom={zoom}
          marker={point ? { point, title, address } : undefined}
        />
        <div className={styles.back}>
          <Button size="touch" onPress={onBack}>
            <ChevronLeft aria-hidden size={16} />
            {backLabel}
          </Button>
        </div>
      </div>
      <div className={styles.card}>
        <div className={styles.place}>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.address}>{address}</p>
        </div>
        {point && (
          <Button variant="primary" size="touch" onPress={() => setSheetOpen(true)}>
            <Navigation aria-hidden size={16} />
            {navigateLabel}
          </Button>
        )}
      </div>
      <BottomSheet title={sheetTitle} isOpen={isSheetOpen} onOpenChange={setSheetOpen}>
        <div className={styles.actions}>
          {navigationOptions.map((option) => (
            <Button key={option.id} size="touch" onPress={() => navigate(option.id)}>
              {option.label}
            </Button>
          ))}
          <div className={styles.cancel}>
            <Button size="touch" variant="text" slot="close">
              {cancelLabel}
            </Button>
          </div>
        </div>
      </BottomSheet>
    </section>
  );
}
