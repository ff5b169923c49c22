import { z } from 'zod';
import { withoutControlCharacters } from './text.ts';

/** The product lines a service item can stand for; the home page draws one icon for each. */
export const siteServiceIcons = [
  'message',
  'miniApp',
  'propagation',
  'media',
  'custom',
  'album',
  'showcase',
] as const;

const text = z.string().min(1);

/** A banner of the home page's video block: a poster and the video it opens. */
const siteBanner = z.object({
  id: z.number().int(),
  title: text,
  summary: text,
  /** Poster image URL. */
  cover: text,
  /** Video URL. */
  video: text,
});

const siteService = z.object({
  id: z.number().int(),
  title: text,
  description: text,
  icon: z.enum(siteServiceIcons),
});

/** One tab of the industry scenarios. */
const siteScenario = z.object({
  id: z.number().int(),
  title: text,
  summary: text,
  points: z.array(text),
  /** Illustration URL. */
  image: text,
});

/** A customer tier and its benefits (spec §1). */
const siteTier = z.object({
  levelId: z.number().int().min(0).max(4),
  name: text,
  /** Yearly spend (cents, over 365 days) that earns the tier; 0 = any purchase; null = new account. */
  yearlySpend: z.number().int().min(0).nullable(),
  benefits: z.array(text),
});

/** An authorised local service provider. */
const siteProvider = z.object({
  id: z.number().int(),
  name: text,
  region: text,
  phone: text,
});

/** Everything public on the home page that the platform edits, with media as full URLs. */
export const siteHome = z.object({
  banners: z.array(siteBanner),
  services: z.array(siteService),
  scenarios: z.array(siteScenario),
  tiers: z.array(siteTier),
  providers: z.array(siteProvider),
});

export type SiteHome = z.output<typeof siteHome>;
export type SiteServiceIcon = (typeof siteServiceIcons)[number];

/** Where media paths resolve when no media host is configured: the service's own sample files. */
export const defaultMediaBaseUrl = '/media/';

/** A stored media path (e.g. `banners/message.webp`) as a URL on the media host `base`. */
export const mediaUrl = (base: string, mediaPath: string) =>
  `${base.replace(/\/+$/, '')}/${mediaPath.replace(/^\/+/, '')}`;

/** The home content with every stored media path turned into a URL on the media host `base`. */
export function withMediaUrls(home: SiteHome, base: string): SiteHome {
  const url = (mediaPath: string) => mediaUrl(base, mediaPath);
  return {
    ...home,
    banners: home.banners.map((b) => ({ ...b, cover: url(b.cover), video: url(b.video) })),
    scenarios: home.scenarios.map((s) => ({ ...s, image: url(s.image) })),
  };
}

const payeeText = (label: string, max: number) =>
  withoutControlCharacters(
    z.string().trim().min(1, `请输入${label}`).max(max, `${label}最多${max}个字符`),
    label,
  );

/**
 * The bank account customers remit to (spec §1: payment by bank transfer), as the management
 * platform edits it; the number is kept as digits (spaces typed for reading are dropped).
 */
export const payeeAccount = z.object({
  /** 户名 */
  accountName: payeeText('户名', 60),
  /** 开户行 */
  bankName: payeeText('开户行', 60),
  /** 账号 */
  accountNumber: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{8,32}$/, '账号应为8至32位数字')),
});

export type PayeeAccount = z.output<typeof payeeAccount>;

/** The payee account as the pages show it; null until the platform has entered one. */
export const payeeAccountView = z
  .object({ accountName: z.string(), bankName: z.string(), accountNumber: z.string() })
  .nullable();
