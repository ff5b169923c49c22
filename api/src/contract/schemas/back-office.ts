import { z } from 'zod';
import { id } from '../ids.ts';
import { billCategory, order, orderNoSearch, purchaseStatus, storedQuantity } from './account.ts';
import { pageRequest } from './manage.ts';
import { withoutControlCharacters } from './text.ts';

/** An order as the management platform reviews it: the customer's order plus who placed it. */
export const reviewOrder = order.extend({
  companyId: id,
  companyName: z.string(),
  account: z.string(),
});

export const reviewOrdersRequest = pageRequest.extend({
  /** Purchase status; empty for all. */
  status: z.coerce.number().pipe(purchaseStatus).or(z.literal('')).optional(),
  orderNo: orderNoSearch,
});

const reason = withoutControlCharacters(
  z.string().trim().max(200, '原因最多200个字符'),
  '原因',
  true,
);

/** approve (2); reject (3), close (4) and return for re-editing (5) need a reason. */
export const reviewOrderRequest = z
  .object({
    orderNo: z.string({ error: '订单号无效' }).regex(/^\d{8,24}$/, { error: '订单号无效' }),
    action: z.enum(['approve', 'reject', 'close', 'return'], { error: '审核操作无效' }),
    reason: reason.optional(),
  })
  .refine((r) => r.action === 'approve' || (r.reason ?? '').length > 0, {
    message: '请填写原因',
    path: ['reason'],
  });

export const registration = z.object({
  userId: id,
  account: z.string(),
  showName: z.string(),
  companyName: z.string(),
  phone: z.string(),
  email: z.string(),
  createTime: z.string(),
});

export const reviewRegistrationRequest = z
  .object({
    userId: id,
    approve: z.boolean({ error: '审核操作无效' }),
    reason: reason.optional(),
  })
  .refine((r) => r.approve || (r.reason ?? '').length > 0, {
    message: '请填写原因',
    path: ['reason'],
  });

export const companySummary = z.object({
  companyId: id,
  name: z.string(),
  levelName: z.string(),
  balances: z.array(z.object({ category: billCategory, quantity: storedQuantity })),
});

export const companiesRequest = pageRequest.extend({
  keyword: withoutControlCharacters(
    z.string().trim().max(50, '关键词最多50个字符'),
    '关键词',
  ).optional(),
});

/** The most one manual entry may move (units or days aside): no real correction comes near it. */
const maxManualQuantity = 100_000_000;
const manualQuantity = z
  .number({ error: '请填写数量' })
  .int('数量应为整数')
  .min(-maxManualQuantity, '数量最多1亿')
  .max(maxManualQuantity, '数量最多1亿');

/**
 * Manual ledger entries: 3 adjustment (signed quantity), 6 refund (quantity taken back, optionally
 * tied to an order), 7 postponement (days added to the lots still running).
 */
export const ledgerEntryRequest = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal(3),
      companyId: id,
      category: billCategory,
      quantity: manualQuantity.refine((q) => q !== 0, '数量不能为0'),
      reason: reason.min(1, '请填写原因'),
    }),
    z.object({
      kind: z.literal(6),
      companyId: id,
      category: billCategory,
      quantity: manualQuantity.positive('数量应大于0'),
      orderNo: z
        .string()
        .regex(/^\d{8,24}$/, { error: '订单号无效' })
        .optional(),
      reason: reason.min(1, '请填写原因'),
    }),
    z.object({
      kind: z.literal(7),
      companyId: id,
      category: billCategory,
      days: z
        .number({ error: '请填写延期天数' })
        .int('延期天数应为整数')
        .min(1, '延期天数应大于0')
        .max(3660, '延期天数过大'),
      reason: reason.min(1, '请填写原因'),
    }),
  ],
  { error: '调整类型无效' },
);
export type LedgerEntryRequest = z.input<typeof ledgerEntryRequest>;
