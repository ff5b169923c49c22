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
type MapNavigationOption = { id: string; label: string };

const defaultOptions: MapNavigationOption[] = mapProviders.map((id) => ({
  id,
  label: mapProviderLabels[id],
}));

const assignLocation = (url: string) => window.location.assign(url);

export type MapSheetProps = {
  /** 地点名称，显示在标记和卡片中。必填。 */
  title: string;
  /** 地点地址。必填。 */
  address: string;
  /** 地点位置（GCJ-02）。默认无：地图以北京为中心打开，并隐藏 导航。 */
  point?: MapPoint | null;
  /** 点击 返回 时调用。必填。 */
  onBack: () => void;
  /** 用户选择用于导航的地图时，以地图服务商及其链接调用。默认无。 */
  onNavigate?: (provider: string, url: string) => void;
  /** 打开地图服务商的链接。默认 `window.location.assign`；故事和测试传入监视函数。 */
  openUrl?: (url: string) => void;
  /** 导航 提供的地图。默认 腾讯地图、高德地图、百度地图。 */
  navigationOptions?: readonly MapNavigationOption[];
  /** 绘制地图（真实SDK，见README）。默认 `PlaceholderMapSurface`：不联网。 */
  surface?: ComponentType<MapSurfaceProps>;
  /** 作为调用方名称传给 `mapLink`。默认 `5G智能平台`。 */
  source?: string;
  /** 返回按钮的文字。默认 `返回`。 */
  backLabel?: string;
  /** 导航按钮的文字。默认 `导航`。 */
  navigateLabel?: string;
  /** 导航面板的标题。默认 `选择地图`。 */
  sheetTitle?: string;
  /** 面板取消操作的文字。默认 `取消`。 */
  cancelLabel?: string;
  /** `mapLink` 不认识的地图服务商显示的提示。默认 `暂不支持`（规格 §8）。 */
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
