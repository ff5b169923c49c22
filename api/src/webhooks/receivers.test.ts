import { describe, expect, it } from 'vitest';
import { checkReceiver, isPublicAddress, type ResolveHost } from './receivers.ts';

/** A resolver answering from a table, as DNS would for these names. */
const resolverOf =
  (names: Record<string, string[]>): ResolveHost =>
  async (hostname) => {
    const found = names[hostname];
    if (!found) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found;
  };

const nonPublic = [
  ['loopback', '127.0.0.1'],
  ['loopback, elsewhere in 127/8', '127.8.9.10'],
  ['10/8', '10.20.30.40'],
  ['172.16/12, first', '172.16.0.1'],
  ['172.16/12, last', '172.31.255.254'],
  ['192.168/16', '192.168.1.20'],
  ['169.254/16 (cloud metadata)', '169.254.169.254'],
  ['0/8', '0.0.0.0'],
  ['100.64/10 (carrier NAT)', '100.64.1.1'],
  ['multicast', '224.0.0.1'],
  ['broadcast', '255.255.255.255'],
  ['::1', '::1'],
  ['::', '::'],
  ['fc00::/7, fc', 'fc00::1'],
  ['fc00::/7, fd', 'fd12:3456:789a::1'],
  ['fe80::/10', 'fe80::1'],
  ['IPv4-mapped private', '::ffff:10.0.0.1'],
  ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
  ['6to4', '2002:a00:1::1'],
  ['documentation', '2001:db8::1'],
] as const;

const resolver = resolverOf({
  'hooks.example.com': ['93.184.216.34'],
  'v6.example.com': ['2606:2800:220:1:248:1893:25c8:1946'],
  'mixed.example.com': ['93.184.216.34', '10.0.0.5'],
  ...Object.fromEntries(nonPublic.map(([, address], i) => [`inside${i}.example.com`, [address]])),
});
const policy = { resolveHost: resolver };
const literal = (address: string) => (address.includes(':') ? `[${address}]` : address);

describe('receivers: only public HTTPS addresses (SSRF)', () => {
  it.each(nonPublic)('refuses %s (%s) as a literal address', async (_, address) => {
    expect(isPublicAddress(address)).toBe(false);
    await expect(checkReceiver(`https://${literal(address)}/hook`, policy)).rejects.toThrow(
      '推送地址不能指向内网、本机或其他非公网地址',
    );
  });

  it.each(nonPublic.map(([name, address], i) => [name, address, i] as const))(
    'refuses a name resolving to %s (%s)',
    async (_, _address, i) => {
      await expect(checkReceiver(`https://inside${i}.example.com/hook`, policy)).rejects.toThrow(
        '推送地址不能指向内网、本机或其他非公网地址',
      );
    },
  );

  it('refuses a name when any of its addresses is not public', async () => {
    await expect(checkReceiver('https://mixed.example.com/', policy)).rejects.toThrow('非公网');
  });

  it('accepts public names and addresses, and connects to the address checked', async () => {
    await expect(checkReceiver('https://hooks.example.com/a?b=1', policy)).resolves.toMatchObject({
      address: '93.184.216.34',
    });
    await expect(checkReceiver('https://v6.example.com/', policy)).resolves.toMatchObject({
      address: '2606:2800:220:1:248:1893:25c8:1946',
    });
    await expect(checkReceiver('https://8.8.8.8/hook', policy)).resolves.toMatchObject({
      address: '8.8.8.8',
    });
  });

  it('refuses plain http, credentials, names that do not resolve and what is not a URL', async () => {
    await expect(checkReceiver('http://hooks.example.com/', policy)).rejects.toThrow(
      '推送地址须以 https:// 开头',
    );
    await expect(checkReceiver('ftp://hooks.example.com/', policy)).rejects.toThrow('https://');
    await expect(checkReceiver('https://u:p@hooks.example.com/', policy)).rejects.toThrow(
      '推送地址不能包含用户名或密码',
    );
    await expect(checkReceiver('https://nowhere.example.com/', policy)).rejects.toThrow(
      '推送地址的域名无法解析',
    );
    await expect(checkReceiver('不是网址', policy)).rejects.toThrow('推送地址格式不正确');
  });

  it('lets tests reach a loopback receiver over http, and nothing else non-public', async () => {
    const tests = { ...policy, allowLocalReceivers: true };
    await expect(checkReceiver('http://127.0.0.1:8080/hook', tests)).resolves.toMatchObject({
      address: '127.0.0.1',
    });
    await expect(checkReceiver('http://[::1]:8080/hook', tests)).resolves.toMatchObject({
      address: '::1',
    });
    await expect(checkReceiver('http://10.0.0.1/hook', tests)).rejects.toThrow('非公网');
    await expect(checkReceiver('https://169.254.169.254/', tests)).rejects.toThrow('非公网');
  });
});
