import { describe, expect, it } from 'vitest';
import { mapLink, mapProviders, type MapPlace } from './map-links.ts';

const place: MapPlace = {
  title: '央视网',
  address: '北京市海淀区复兴路11号',
  point: { lng: 116.32, lat: 39.907 },
};

const params = (url: string | null) => Object.fromEntries(new URL(url ?? '').searchParams);

describe('mapLink', () => {
  it('builds the Tencent marker URI, latitude first', () => {
    const url = mapLink('tencent', place);
    expect(url).toMatch(/^https:\/\/apis\.map\.qq\.com\/uri\/v1\/marker\?/);
    expect(params(url)).toEqual({
      marker: 'coord:39.907,116.32;title:央视网;addr:北京市海淀区复兴路11号',
      referer: '5G智能平台',
    });
  });

  it('builds the AMap marker URI, longitude first, GCJ-02', () => {
    const url = mapLink('amap', place);
    expect(url).toMatch(/^https:\/\/uri\.amap\.com\/marker\?/);
    expect(params(url)).toEqual({
      position: '116.32,39.907',
      name: '央视网',
      src: '5G智能平台',
      coordinate: 'gaode',
      callnative: '1',
    });
  });

  it('builds the Baidu marker URI, latitude first, declaring GCJ-02', () => {
    const url = mapLink('baidu', place);
    expect(url).toMatch(/^https:\/\/api\.map\.baidu\.com\/marker\?/);
    expect(params(url)).toEqual({
      location: '39.907,116.32',
      title: '央视网',
      content: '北京市海淀区复兴路11号',
      output: 'html',
      coord_type: 'gcj02',
      src: '5G智能平台',
    });
  });

  it('takes the caller name from the options', () => {
    expect(params(mapLink('amap', place, { source: 'p5g' })).src).toBe('p5g');
    expect(params(mapLink('tencent', place, { source: 'p5g' })).referer).toBe('p5g');
  });

  it.each(mapProviders)('%s: encodes every parameter, so text cannot break the URL', (provider) => {
    const tricky: MapPlace = {
      title: 'A&B=C #1 ?x',
      address: '100% 路/巷+号 ; 1:2',
      point: place.point,
    };
    const url = mapLink(provider, tricky) ?? '';
    expect(url.split('?')[1]).not.toMatch(/[ #?+/%](?![0-9A-F]{2})/);
    expect(
      url
        .split('?')[1]
        ?.split('&')
        .every((pair) => pair.split('=').length === 2),
    ).toBe(true);
    expect(Object.values(params(url)).join('|')).toContain('A&B=C #1 ?x');
  });

  it('keeps Tencent marker fields apart when the text holds their separators', () => {
    const { marker } = params(mapLink('tencent', { ...place, title: '站;台', address: '路:1号' }));
    expect(marker?.split(';')).toEqual(['coord:39.907,116.32', 'title:站；台', 'addr:路：1号']);
  });

  it('returns null for an unknown provider (the UI says 暂不支持)', () => {
    expect(mapLink('google', place)).toBeNull();
    expect(mapLink('', place)).toBeNull();
  });

  it('returns null for a point that is not a number', () => {
    expect(mapLink('amap', { ...place, point: { lng: Number.NaN, lat: 39.9 } })).toBeNull();
    expect(mapLink('baidu', { ...place, point: { lng: 116.4, lat: Infinity } })).toBeNull();
  });
});
