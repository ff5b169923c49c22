import { z } from 'zod';
import { id } from '../ids.ts';
import { pageRequest } from './manage.ts';
import { databaseSmallInteger, isCalendarDay, withoutControlCharacters } from './text.ts';
import { billCategories } from '../account-names.ts';

// The names live apart from the schemas, so a page that shows them loads no schema (and no zod).
export { billCategories, billCategoryNames, billKindNames } from '../account-names.ts';
export type { BillCategory, BillKind } from '../account-names.ts';

/** Integer cents; every amount travels like this (spec §9). */
const cents = z.number().int().nonnegative();

/** A day as yyyymmdd (spec §3 bill rows and trends). */
export const compactDay = z
  .string()
  .regex(/^\d{8}$/, { error: '日期格式应为yyyymmdd' })
  .refine((v) => isCalendarDay(+v.slice(0, 4), +v.slice(4, 6), +v.slice(6, 8)), {
    error: '日期格式应为yyyymmdd',
  });

export const billCategory = z.literal(billCategories, { error: '账单类别无效' });

/** Balance categories of spec §9: 1 5G message, 3 custom service, 5 +media, 15 micro-spread/micro-app/business card. */
const balanceCategory = z.literal([1, 3, 5, 15], { error: '余额类别无效' });

/** Tiers (spec §1): 0 trial, 1 ordinary, 2 bronze, 3 silver, 4 gold. */
const levelId = z.number().int().min(0).max(4);

const levelRight = z.object({
  /** Right category (spec §4): 4, 5 tailoring; 9, 10, 11 showcases. */
  category: z.number().int(),
  /** Yearly spend in cents the right needs. */
  threshold: cents,
  userLevelId: levelId,
});

export const levelInfo = z.object({
  levelId,
  levelName: z.string(),
  /** Spend within the last 365 days, cents. */
  chargeMoney: cents,
  levelThreshold: cents,
  /** Null at the top tier. */
  nextLevelThreshold: cents.nullable(),
  /** A trial without a purchase within three months is stopped until it buys (spec §1). */
  serviceStopped: z.boolean(),
  rightList: z.array(levelRight),
});
export type LevelInfo = z.infer<typeof levelInfo>;

/** One tier and what it gives (up/getPlanInfoList). */
export const planInfo = z.object({
  levelId,
  levelName: z.string(),
  threshold: cents,
  benefits: z.array(z.string()),
});

/**
 * A balance or bill quantity as the ledger holds it. The ledger keeps balances below 10^15
 * (ledger.ts), but a response must not fail on any stored value, so this is not held to 2^53.
 */
export const storedQuantity = z.number();

export const balance = z.object({
  quantity5G: storedQuantity,
  /** Micro-app and micro-propagation draw on one balance (category 15). */
  quantityMApp: storedQuantity,
  quantityMArt: storedQuantity,
  quantityAll: storedQuantity,
  /** Showcase rights (null = not ordered): micro-app, micro-propagation, information showcase. */
  quantityBanner2: storedQuantity.nullable(),
  quantityMain: storedQuantity.nullable(),
  quantityFocus: storedQuantity.nullable(),
  quantityMedAll: storedQuantity,
  /** Custom-service orders not yet expired. */
  quantityCd: z.number().int(),
  /** Business showcase: the day it runs until (yyyy-mm-dd), null = not ordered. */
  quantityShow: z.string().nullable(),
  quantityShowBook: z.number().int(),
});
export type Balance = z.infer<typeof balance>;

export const balanceDetailRequest = z.object({ category: balanceCategory });
export const balanceDetailItem = z.object({
  title: z.string(),
  /** yyyy-mm-dd */
  expire: z.string(),
  quantity: storedQuantity,
});

/** orderCharge/itemRight: 1 development (tailoring), 2 operations support. */
export const rightDetailRequest = z.object({
  kind: z.literal([1, 2], { error: '权益类型无效' }),
});

const shopStatus = z.enum(['setMeal', 'single', 'customization', 'operation']);

export const product = z.object({
  id,
  title: z.number().int(),
  name: z.string(),
  kind: z.number().int(),
  shopStatus,
  status: z.number().int(),
  price: cents,
  officialPrice: cents.nullable(),
  isShowOfficialPrice: z.boolean(),
  quantity: z.number().int(),
  remark: z.string().nullable(),
  expire: z.number().int(),
  scopeDesc: z.string().nullable(),
  ruleDesc: z.string().nullable(),
  isShowExpire: z.boolean(),
  productType: z.number().int(),
  details: z.array(z.object({ title: z.string(), remark: z.string(), status: z.number().int() })),
});
export type Product = z.infer<typeof product>;

export const productAll = z.object({
  serviceOrderProducts: z.object({
    productSets: z.array(product),
    defProducts: z.array(product),
  }),
  medProducts: z.array(product),
  cusProducts: z.array(product),
});

export const productListRequest = z.object({
  customerSource: z.coerce.number().int().optional(),
  customerSourceType: z.coerce.number().int().optional(),
  showType: shopStatus.or(z.literal('')).optional(),
});

const text = (max: number, required: string, label: string) =>
  withoutControlCharacters(
    z.string({ error: required }).trim().min(1, required).max(max, `最多${max}个字符`),
    label,
  );

const remark = withoutControlCharacters(
  z.string().trim().max(200, '最多200个字符'),
  '备注',
  true,
).optional();

/** Units of one product an order may hold: per line here, and after merging repeated lines. */
export const maxRepetitions = 999;

/** A uniquely generated key per settlement attempt; a retry with the same key returns the same order. */
const requestKey = z
  .string({ error: '缺少请求标识' })
  .regex(/^[A-Za-z0-9-]{8,64}$/, { error: '请求标识无效' });

export const chargeRequest = z.object({
  /** The amount remitted, cents (entered in yuan with ≤ 2 decimals). */
  pay: z
    .number({ error: '请输入汇款金额' })
    .int('汇款金额无效')
    .positive('请输入汇款金额')
    .max(99_999_999_999, '汇款金额过大'),
  flowNo: text(64, '请输入汇款的交易流水编号', '交易流水编号'),
  prove: text(512, '请上传汇款凭证', '汇款凭证'),
  remark,
  chargeList: z
    .array(
      z.object({
        id,
        repetitions: z
          .number()
          .int('数量无效')
          .min(1, '数量无效')
          .max(maxRepetitions, `数量最多${maxRepetitions}`),
      }),
      { error: '请选择商品' },
    )
    .min(1, '请选择商品')
    .max(50, '商品种类过多'),
  requestKey,
});
export type ChargeRequest = z.input<typeof chargeRequest>;

/** Editing an order returned or refused in review: the amount is not editable (spec §5). */
export const rechargeRequest = z.object({
  orderNo: z.string({ error: '订单号无效' }).regex(/^\d{8,24}$/, { error: '订单号无效' }),
  flowNo: text(64, '请输入汇款的交易流水编号', '交易流水编号'),
  prove: text(512, '请上传汇款凭证', '汇款凭证'),
  remark,
  requestKey,
});

export const chargeResult = z.object({ orderNo: z.string() });

/** Purchase order status (spec §4): 1 in review, 2 succeeded, 3 review failed, 4 closed, 5 returned. */
export const purchaseStatus = z.number().int().min(1).max(5);

const orderEvent = z.object({
  /** submit, resubmit, approve, reject, return, close, refund, adjust, postpone */
  action: z.string(),
  actorName: z.string(),
  reason: z.string().nullable(),
  createTime: z.string(),
});

export const order = z.object({
  orderNo: z.string(),
  createTime: z.string(),
  items: z.array(
    z.object({
      id,
      title: z.number().int(),
      name: z.string(),
      kind: z.number().int(),
      /** Unit price, cents. */
      price: cents,
      repetitions: z.number().int(),
      /** Quantity credited per unit. */
      quantity: z.number().int(),
    }),
  ),
  fee: cents,
  pay: cents,
  /** 1 front desk, 2 back office, 3 service provider. */
  source: z.number().int(),
  prove: z.string(),
  remark: z.string().nullable(),
  flowNo: z.string(),
  /** Order-list status (spec §4): 0 awaiting, 1 refused, 2 confirmed, 3 failed (editable), 4 done. */
  orderStatus: z.number().int().min(0).max(4),
  status: purchaseStatus,
  reviewReason: z.string().nullable(),
  history: z.array(orderEvent),
});
export type Order = z.infer<typeof order>;

const dateTimePattern = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;
const isDateTime = (value: string) => {
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = dateTimePattern.exec(value) ?? [];
  return isCalendarDay(+y!, +mo!, +d!) && +h < 24 && +mi < 60 && +s < 60;
};
const optionalDateTime = z
  .string()
  .regex(dateTimePattern, { error: '日期格式无效' })
  .refine(isDateTime, { error: '日期格式无效' })
  .or(z.literal(''))
  .optional();

/** An order number as typed into a search box. */
export const orderNoSearch = withoutControlCharacters(
  z.string().trim().max(24, '订单号最多24位'),
  '订单号',
).optional();

export const ordersRequest = pageRequest.extend({
  startTime: optionalDateTime,
  endTime: optionalDateTime,
  orderNo: orderNoSearch,
});

export const billRow = z.object({
  id,
  billDay: compactDay,
  category: billCategory,
  billType: z.number().int(),
  /** Balance of the category after this entry. */
  balance: storedQuantity,
  /** Balance before this entry. */
  oriQuantity: storedQuantity,
  /** Signed change. */
  billQuantity: storedQuantity,
  desc: z.string(),
  /** Service days (business showcase and postponements), else null. */
  actualQuantity: z.number().int().nullable(),
});

export const billsRequest = pageRequest.extend({
  queryType: z.coerce.number().pipe(billCategory),
  startDay: compactDay,
  endDay: compactDay,
});

/** Usage trend categories: 1 5G message sending, 2 micro-app calls, 3 micro-propagation calls. */
const usageCategory = z.literal([1, 2, 3], { error: '类别无效' });
export const weekRequest = z.object({ category: z.coerce.number().pipe(usageCategory) });
export const weekPoint = z.object({ day: compactDay, consume: z.number().int() });

export const balanceAlarmRequest = z.object({
  ecBalanceAlarm: z
    .number({ error: '请填写预警条数' })
    .int('请填写预警条数')
    .positive('请填写预警条数')
    .max(99_999_999, '预警条数最多8位'),
});

export const typeCount = z.object({ cdCount: z.number().int(), opCount: z.number().int() });

/**
 * Support and custom-service orders (spec §3, §4). orderStatus 1 inactive, 2 activated, 3 disabled or
 * expired; orderServiceStatus 1 demand pending, 2 in process, 3 content acceptance, 4 finished.
 */
export const serviceOrder = z.object({
  id,
  orderServiceId: z.string(),
  /** The product title (spec §9 custom order types). */
  orderType: z.number().int(),
  orderStatus: z.number().int().min(1).max(3),
  orderServiceStatus: z.number().int().min(0).max(4),
  prodName: z.string(),
  prodDesc: z.string(),
  orderDesc: z.string(),
  /** yyyy-mm-dd */
  orderExpireDate: z.string(),
});
export type ServiceOrder = z.infer<typeof serviceOrder>;

export const serviceOrdersRequest = pageRequest.extend({
  /** 0 = every custom-service order; otherwise the product title. */
  orderType: z.coerce.number().int().min(0, '类型无效').max(databaseSmallInteger, '类型无效'),
  pageSize: z.coerce.number().int().min(1).max(999, '每页最多999条').default(10),
});

export const serviceConfirmRequest = z.object({
  id,
  type: z.literal(1, { error: '操作类型无效' }),
});

export const noticeState = z.object({
  /** 1 when there is something unread (drives the inbox dot). */
  status: z.literal([0, 1]),
  unread: z.number().int(),
});

export const notice = z.object({
  id,
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createTime: z.string(),
  /** The order it is about, if any. */
  orderNo: z.string().nullable(),
});

export const noticeReadRequest = z.object({ id: id.optional() });
