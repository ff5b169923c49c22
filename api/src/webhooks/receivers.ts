import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may be POSTed: an HTTPS URL whose host is, and resolves only to, public
 * addresses. Checked when the URL is saved and again before every delivery (a name may resolve
 * elsewhere later); the delivery then connects to the address checked, not to a second lookup.
 */

/** The addresses a host name resolves to (`dns.lookup` by default; tests pass a stand-in). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const systemResolver: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** Addresses that are not the public internet's (RFC 6890 and its successors). */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * IPv6 global unicast: every public IPv6 address is in it (an IPv4-mapped one is not, so it is
 * refused; BlockList matches IPv4 rules against mapped addresses, so none is listed above).
 */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !nonPublic.check(address, 'ipv4');
  if (family === 6) {
    return globalUnicast.check(address, 'ipv6') && !nonPublic.check(address, 'ipv6');
  }
  return false;
}

/** Why a receiver's URL is refused, in the words the console shows. */
export class ReceiverRefused extends Error {
  override name = 'ReceiverRefused';
}

export type ReceiverPolicy = {
  resolveHost: ResolveHost;
  /**
   * Tests only (an option of the app, never an environment setting of the server): accept
   * `http://` and loopback receivers, so a test can run its receiver on 127.0.0.1. Every other
   * non-public address is still refused.
   */
  allowLocalReceivers?: boolean;
};

/** A receiver that passed the check: its URL and the address to connect to. */
export type CheckedReceiver = { url: URL; address: string };

/**
 * Checks a receiver's URL (HTTPS, no credentials, every address of its host public) and picks
 * the address to connect to; throws `ReceiverRefused` with the reason otherwise.
 */
export async function checkReceiver(raw: string, policy: ReceiverPolicy): Promise<CheckedReceiver> {
  if (!URL.canParse(raw)) throw new ReceiverRefused('推送地址格式不正确');
  const url = new URL(raw);
  const local = policy.allowLocalReceivers === true;
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    throw new ReceiverRefused('推送地址须以 https:// 开头');
  }
  if (url.username || url.password) throw new ReceiverRefused('推送地址不能包含用户名或密码');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await policy.resolveHost(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new ReceiverRefused('推送地址的域名无法解析');
  }
  const allowed = (address: string) =>
    isPublicAddress(address) ||
    (local && loopback.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4'));
  if (!addresses.every(allowed)) {
    throw new ReceiverRefused('推送地址不能指向内网、本机或其他非公网地址');
  }
  return { url, address: addresses[0]! };
}
