import { describe, expect, it } from 'vitest';
import {
  balanceTiles,
  benefitModule,
  checkBalanceAlarm,
  developmentTabs,
  levelBenefits,
  supportTabs,
} from './account-centre.ts';
import { routeFor } from '../../lib/routes-table.ts';

describe('level benefits (spec §3, §6)', () => {
  it('keeps known rights below 13, one per category at its lowest spend, in order', () => {
    expect(
      levelBenefits([
        { category: 10, threshold: 10_000_000, userLevelId: 3 },
        { category: 4, threshold: 1_000_000, userLevelId: 2 },
        { category: 13, threshold: 0, userLevelId: 1 },
        { category: 7, threshold: 0, userLevelId: 1 },
        { category: 10, threshold: 30_000_000, userLevelId: 4 },
      ]),
    ).toEqual([
      { category: 4, threshold: 1_000_000 },
      { category: 10, threshold: 10_000_000 },
    ]);
  });

  it('sends tailoring to development support and showcases to operations support', () => {
    expect(benefitModule(4)).toBe('account-Development');
    expect(benefitModule(5)).toBe('account-Development');
    for (const category of [9, 10, 11] as const) {
      expect(benefitModule(category)).toBe('account-Support');
    }
  });
});

describe('overview layout (spec §2)', () => {
  it('has six tiles, each with an order link to one of the four shop values', () => {
    expect(balanceTiles.map((tile) => tile.key)).toEqual([
      'quantityAll',
      'quantityMedAll',
      'quantityCd',
      'quantityShow',
      'quantityShowBook',
      'quantity5G',
    ]);
    expect(new Set(balanceTiles.map((tile) => tile.orderTab))).toEqual(
      new Set(['service_function', 'service_media', 'service_custom', 'service_communicate']),
    );
    expect(balanceTiles.flatMap((tile) => tile.viewHref ?? [])).toEqual([
      '/media/media_cms',
      '/service',
      '/travel/travel_card',
      '/travel/travel_card/album-painting',
    ]);
    for (const tile of balanceTiles) {
      if (tile.viewHref) expect(routeFor(tile.viewHref), tile.viewHref).toBeDefined();
    }
  });

  it('maps the support tabs to product titles 4/6/8/7 and 9/10/11/12/14', () => {
    expect(developmentTabs.map((tab) => tab.orderType)).toEqual([4, 6, 8, 7]);
    expect(supportTabs.map((tab) => tab.orderType)).toEqual([9, 10, 11, 12, 14]);
  });
});

describe('balance alert (spec §5)', () => {
  it('says nothing changed for an empty box', () => {
    expect(checkBalanceAlarm('')).toEqual({ ok: false, message: '预警条数未变动' });
    expect(checkBalanceAlarm('  ')).toEqual({ ok: false, message: '预警条数未变动' });
  });

  it('asks for a value above 0', () => {
    for (const input of ['0', '-5', '00']) {
      expect(checkBalanceAlarm(input)).toEqual({ ok: false, message: '请填写预警条数' });
    }
  });

  it('accepts a positive whole number', () => {
    expect(checkBalanceAlarm('5000')).toEqual({ ok: true, value: 5000 });
  });
});
