/**
 * A point on the map. Coordinates are GCJ-02 (国测局坐标), the system every map published in
 * mainland China uses and the one Tencent Maps and AMap read natively; Baidu is told so through
 * `coord_type=gcj02` instead of converting to its own BD-09 here.
 */
export type MapPoint = { lng: number; lat: number };

/** The place a map view shows (spec §3 map options). */
export type MapPlace = { title: string; address: string; point: MapPoint };

export const mapProviders = ['tencent', 'amap', 'baidu'] as const;
export type MapProvider = (typeof mapProviders)[number];

/** The name of each provider as the action sheet shows it. */
export const mapProviderLabels: Record<MapProvider, string> = {
  tencent: '腾讯地图',
  amap: '高德地图',
  baidu: '百度地图',
};

export type MapLinkOptions = {
  /** Who is calling, as each provider asks (Tencent `referer`, AMap and Baidu `src`). Default `5G智能平台`. */
  source?: string;
};

// Separators of Tencent's `marker` value (`coord:…;title:…;addr:…`): percent-encoding alone would
// not protect them, as the value is decoded before it is split. The full-width forms read the same.
const tencentField = (text: string) => text.replace(/;/g, '；').replace(/:/g, '：');

const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/**
 * The provider's public web URI showing `place` as a marker with its title and address, from which
 * the provider's page offers 路线/到这里去 and hands over to its app when installed. Web URIs rather
 * than app schemes (`qqmap://`, `iosamap://`, `baidumap://`) because WeChat's browser, where the
 * public pages open, blocks custom schemes. Every parameter value is percent-encoded.
 * Unknown providers (and points that are not finite numbers) give `null`: the UI says 暂不支持 (spec §8).
 *
 * - Tencent: https://apis.map.qq.com/uri/v1/marker (lat,lng order).
 * - AMap: https://uri.amap.com/marker (lng,lat order; `coordinate=gaode` is GCJ-02).
 * - Baidu: https://api.map.baidu.com/marker (lat,lng order; `coord_type=gcj02`).
 */
export function mapLink(
  provider: string,
  { title, address, point }: MapPlace,
  { source = '5G智能平台' }: MapLinkOptions = {},
): string | null {
  if (!Number.isFinite(point.lng) || !Number.isFinite(point.lat)) return null;
  const { lng, lat } = point;
  switch (provider) {
    case 'tencent': {
      const marker = [
        `coord:${lat},${lng}`,
        `title:${tencentField(title)}`,
        `addr:${tencentField(address)}`,
      ].join(';');
      return `https://apis.map.qq.com/uri/v1/marker?${query({ marker, referer: source })}`;
    }
    case 'amap':
      return `https://uri.amap.com/marker?${query({
        position: `${lng},${lat}`,
        name: title,
        src: source,
        coordinate: 'gaode',
        callnative: '1',
      })}`;
    case 'baidu':
      return `https://api.map.baidu.com/marker?${query({
        location: `${lat},${lng}`,
        title,
        content: address,
        output: 'html',
        coord_type: 'gcj02',
        src: source,
      })}`;
    default:
      return null;
  }
}
