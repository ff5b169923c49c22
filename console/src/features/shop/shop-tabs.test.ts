import { describe, expect, it } from 'vitest';
import { shopTabFor } from './shop-tabs.ts';

describe('shop tab of currentTab (spec §2)', () => {
  it.each([
    ['single', 'single'],
    ['customization', 'customization'],
    ['operation', 'operation'],
    ['setMeal', 'setMeal'],
    ['service_function', 'setMeal'],
    ['service_communicate', 'setMeal'],
    ['service_media', 'single'],
    ['service_custom', 'customization'],
  ])('%s opens %s', (currentTab, tab) => {
    expect(shopTabFor(currentTab)).toBe(tab);
  });

  it('opens the packages for a missing or unknown value', () => {
    expect(shopTabFor(null)).toBe('setMeal');
    expect(shopTabFor('')).toBe('setMeal');
    expect(shopTabFor('toString')).toBe('setMeal');
  });
});
