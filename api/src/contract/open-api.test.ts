import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stringToSign } from './open-api.ts';

const text = (query: string) =>
  stringToSign({
    method: 'get',
    path: '/api/open/v1/templates',
    query,
    timestamp: '1795842867',
    nonce: 'b3c1f0de-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
    bodyDigest: createHash('sha256').update('').digest('hex'),
  });

describe('stringToSign', () => {
  it('is six lines: method in upper case, path, canonical query, timestamp, nonce, body digest', () => {
    expect(text('pageSize=5&page=1').split('\n')).toEqual([
      'GET',
      '/api/open/v1/templates',
      'page=1&pageSize=5',
      '1795842867',
      'b3c1f0de-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    ]);
  });

  it('sorts the query by name, then by value for a repeated name', () => {
    expect(text('state=sms&mobile=138&state=5g').split('\n')[2]).toBe(
      'mobile=138&state=5g&state=sms',
    );
  });

  it('encodes the query by RFC 3986 whatever encoding it was sent in', () => {
    const canonical = 'name=%E5%AE%A2%E6%9C%8D%20%2A%21&q=a%27b%28c%29';
    expect(text("name=客服+*!&q=a'b(c)").split('\n')[2]).toBe(canonical);
    expect(text('name=%E5%AE%A2%E6%9C%8D%20%2a%21&q=a%27b%28c%29').split('\n')[2]).toBe(canonical);
  });

  it('is empty on the query line when there is no query', () => {
    expect(text('').split('\n')[2]).toBe('');
  });
});
