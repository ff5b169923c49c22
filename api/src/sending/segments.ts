import { sql } from 'drizzle-orm';
import type { CarrierCode } from '../contract/schemas/messaging.ts';

/**
 * Mainland number segments (号段) by carrier, as allocated by the MIIT. Four-digit segments are
 * the exceptions inside a three-digit one and are matched first. 中国广电's 192 shares 中国移动's
 * network and is sent through it; a segment not yet allocated goes through 中国移动 too, the
 * platform's default channel.
 */
export const numberSegments: Record<CarrierCode, { three: string[]; four: string[] }> = {
  cmcc: {
    three: [
      '134',
      '135',
      '136',
      '137',
      '138',
      '139',
      '147',
      '148',
      '150',
      '151',
      '152',
      '157',
      '158',
      '159',
      '165',
      '172',
      '178',
      '182',
      '183',
      '184',
      '187',
      '188',
      '192',
      '195',
      '197',
      '198',
    ],
    four: ['1703', '1705', '1706'],
  },
  cucc: {
    three: [
      '130',
      '131',
      '132',
      '145',
      '146',
      '155',
      '156',
      '166',
      '167',
      '171',
      '175',
      '176',
      '185',
      '186',
      '196',
    ],
    four: ['1704', '1707', '1708', '1709'],
  },
  ctcc: {
    three: [
      '133',
      '141',
      '149',
      '153',
      '162',
      '173',
      '174',
      '177',
      '180',
      '181',
      '189',
      '190',
      '191',
      '193',
      '199',
    ],
    four: ['1349', '1700', '1701', '1702'],
  },
};

const defaultCarrier: CarrierCode = 'cmcc';
const entries = Object.entries(numberSegments) as [
  CarrierCode,
  { three: string[]; four: string[] },
][];
const byFour = new Map(entries.flatMap(([c, s]) => s.four.map((p) => [p, c] as const)));
const byThree = new Map(entries.flatMap(([c, s]) => s.three.map((p) => [p, c] as const)));

/** The carrier a mainland mobile number belongs to, by its segment. */
export const carrierOfMobile = (mobile: string): CarrierCode =>
  byFour.get(mobile.slice(0, 4)) ?? byThree.get(mobile.slice(0, 3)) ?? defaultCarrier;

const list = (values: Iterable<string>) => sql.raw([...values].map((v) => `'${v}'`).join(', '));

/** The same rule in SQL, for recipients inserted by INSERT … SELECT. */
export function carrierSql(mobile: ReturnType<typeof sql.raw>) {
  const fours = entries.map(
    ([c, s]) => sql`when left(${mobile}, 4) in (${list(s.four)}) then '${sql.raw(c)}'`,
  );
  const threes = entries.map(
    ([c, s]) => sql`when left(${mobile}, 3) in (${list(s.three)}) then '${sql.raw(c)}'`,
  );
  return sql`(case ${sql.join([...fours, ...threes], sql` `)} else '${sql.raw(defaultCarrier)}' end)`;
}
