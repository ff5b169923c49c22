import { describe, expect, it } from 'vitest';
import { apiPrefix, endpoints } from '@p5g/api/contract';
import { siteHomeUrl } from './site-home-url.ts';

describe('siteHomeUrl', () => {
  it('is the contract’s public GET endpoint for the home content', () => {
    expect(siteHomeUrl).toBe(apiPrefix + endpoints.siteHome.path);
    expect(endpoints.siteHome).toMatchObject({ method: 'GET', access: 'public' });
  });
});
