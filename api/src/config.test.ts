import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { developmentKeyring } from './lib/secret-box.ts';

describe('loadConfig', () => {
  it('has working defaults for npm start', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./.data'));
  });

  it('reads PORT and a PostgreSQL URL', () => {
    const config = loadConfig({ PORT: '9090', DATABASE_URL: 'postgres://app@127.0.0.1:5433/p5g' });
    expect(config.PORT).toBe(9090);
    expect(config.DATABASE_URL).toBe('postgres://app@127.0.0.1:5433/p5g');
  });

  it('reads the rate-limit allow-list as addresses', () => {
    expect(loadConfig({}).RATE_LIMIT_ALLOWLIST).toEqual([]);
    expect(loadConfig({ RATE_LIMIT_ALLOWLIST: '127.0.0.1, ::1,' }).RATE_LIMIT_ALLOWLIST).toEqual([
      '127.0.0.1',
      '::1',
    ]);
  });

  it('seals secrets with P5G_SECRETS_KEY, a development key standing in but for a deployment', () => {
    expect(loadConfig({}).secretsKeyring).toBe(developmentKeyring);
    // `npm start`: production on the embedded database.
    expect(loadConfig({ NODE_ENV: 'production' }).secretsKeyring).toBe(developmentKeyring);
    const deployed = { NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db:5432/p5g' };
    expect(() => loadConfig(deployed)).toThrow(/P5G_SECRETS_KEY: required in production/);
    const key = Buffer.alloc(32, 7).toString('base64');
    const keyring = loadConfig({ ...deployed, P5G_SECRETS_KEY: `k1:${key}` }).secretsKeyring;
    expect(keyring.currentId).toBe('k1');
    expect(keyring.keys.get('k1')).toEqual(Buffer.alloc(32, 7));
    expect(() => loadConfig({ P5G_SECRETS_KEY: 'k1:short' })).toThrow(/P5G_SECRETS_KEY/);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('takes a media host as an http(s) URL or a path on this server, defaulting to the samples', () => {
    expect(loadConfig({}).MEDIA_BASE_URL).toBe('/media/');
    expect(loadConfig({ MEDIA_BASE_URL: 'https://cdn.example.com/p5g/' }).MEDIA_BASE_URL).toBe(
      'https://cdn.example.com/p5g/',
    );
    expect(loadConfig({ MEDIA_BASE_URL: '/static/media' }).MEDIA_BASE_URL).toBe('/static/media');
    expect(() => loadConfig({ MEDIA_BASE_URL: 'ftp://cdn.example.com/' })).toThrow(
      /MEDIA_BASE_URL/,
    );
    expect(() => loadConfig({ MEDIA_BASE_URL: 'media' })).toThrow(/MEDIA_BASE_URL/);
  });

  it('keeps uploads on the local disk unless S3_BUCKET is set, and then needs its keys', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT/,
    );
    const config = loadConfig({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      prefix: '',
    });
  });

  it('takes a WeChat official account with its secret, or none', () => {
    expect(loadConfig({}).WX_APP_ID).toBeUndefined();
    expect(loadConfig({ WX_APP_ID: 'wx01', WX_APP_SECRET: 'secret' })).toMatchObject({
      WX_APP_ID: 'wx01',
      WX_APP_SECRET: 'secret',
    });
    expect(() => loadConfig({ WX_APP_ID: 'wx01' })).toThrow(/WX_APP_ID, WX_APP_SECRET/);
    expect(() => loadConfig({ WX_APP_SECRET: 'secret' })).toThrow(/set both or neither/);
  });

  it('connects each carrier whose MAAP_*_URL is set, with all of its credentials', () => {
    expect(loadConfig({}).maap).toEqual({});
    const telecom = {
      MAAP_CT_URL: 'https://maap.example.cn/bot-api',
      MAAP_CT_APP_ID: 'app',
      MAAP_CT_APP_KEY: 'key',
      MAAP_CT_CALLBACK_TOKEN: 'token',
    };
    expect(loadConfig(telecom).maap).toEqual({
      ctcc: { url: telecom.MAAP_CT_URL, appId: 'app', appKey: 'key', callbackToken: 'token' },
    });
    expect(
      Object.keys(
        loadConfig({
          ...telecom,
          MAAP_CU_URL: 'http://127.0.0.1:4390/cu',
          MAAP_CU_APP_ID: 'a',
          MAAP_CU_APP_KEY: 'k',
          MAAP_CU_CALLBACK_TOKEN: 't',
        }).maap,
      ),
    ).toEqual(['ctcc', 'cucc']);
    expect(() => loadConfig({ MAAP_CM_URL: 'https://maap.example.cn/' })).toThrow(
      /MAAP_CM_APP_ID, MAAP_CM_APP_KEY, MAAP_CM_CALLBACK_TOKEN/,
    );
    expect(() => loadConfig({ ...telecom, MAAP_CT_URL: 'maap.example.cn' })).toThrow(/MAAP_CT_URL/);
  });

  it('moves the clock on the journeys’ servers only, refusing it in production elsewhere', () => {
    expect(loadConfig({}).JOURNEY_CLOCK).toBe(false);
    expect(loadConfig({ JOURNEY_CLOCK: 'true', NODE_ENV: 'test' }).JOURNEY_CLOCK).toBe(true);
    // As the journeys' servers run: `npm start`'s production build, on 127.0.0.1 and its own
    // embedded database.
    const journeyServer = { NODE_ENV: 'production', HOST: '127.0.0.1', JOURNEY_CLOCK: 'true' };
    expect(loadConfig(journeyServer).JOURNEY_CLOCK).toBe(true);
    for (const deployment of [
      { ...journeyServer, HOST: '0.0.0.0' },
      { NODE_ENV: 'production', JOURNEY_CLOCK: 'true' },
      { ...journeyServer, TRUST_PROXY: 'true' },
      { ...journeyServer, DATABASE_URL: 'postgres://app@127.0.0.1:5432/p5g' },
    ]) {
      expect(() => loadConfig(deployment), JSON.stringify(deployment)).toThrow(
        /JOURNEY_CLOCK: in production only on the loopback address/,
      );
    }
    expect(() => loadConfig({ JOURNEY_CLOCK: 'sometimes' })).toThrow(/JOURNEY_CLOCK/);
  });

  it('gives the carriers this server as its public address unless PUBLIC_BASE_URL says', () => {
    expect(loadConfig({ PORT: '9090' }).publicBaseUrl).toBe('http://127.0.0.1:9090');
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://5g.example.cn/' }).publicBaseUrl).toBe(
      'https://5g.example.cn',
    );
    expect(() => loadConfig({ PUBLIC_BASE_URL: '5g.example.cn' })).toThrow(/PUBLIC_BASE_URL/);
  });
});
