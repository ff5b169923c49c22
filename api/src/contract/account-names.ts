/**
 * The account centre's names as the console shows them: bill categories and kinds, support-right
 * and custom-service statuses. Plain data without zod, so a page that shows a name loads no schema
 * (schemas/account.ts holds the schemas that use them).
 */

/**
 * Ledger categories, the bill categories of spec §9 (queryType of ecBillDtl/getList): 1 5G message,
 * 2 micro-spread/micro-app, 3 +media, 4 business showcase, 5 e-album.
 */
export const billCategories = [1, 2, 3, 4, 5] as const;
export type BillCategory = (typeof billCategories)[number];
/** The bill categories' names, as the account centre's bill tabs and bill exports show them. */
export const billCategoryNames = {
  1: '5G消息',
  2: '微传播/微应用',
  3: '+媒体',
  4: '商务展示',
  5: '电子画册',
} as const satisfies Record<BillCategory, string>;

/** Bill entry kinds (spec §4): 1 order, 3 adjustment, 4 consumption, 5 expiry, 6 refund, 7 postponement. */
export const billKinds = [1, 3, 4, 5, 6, 7] as const;
export type BillKind = (typeof billKinds)[number];
/** The bill entry kinds' names (spec §4), as 账单明细 and bill exports show them. */
export const billKindNames = {
  1: '订购',
  3: '调整',
  4: '消费',
  5: '过期',
  6: '退款',
  7: '延期',
} as const satisfies Record<BillKind, string>;

/** Support-rights orderStatus (运营/开发支持): 1 inactive, 2 activated, 3 disabled or expired. */
export type SupportRightStatus = 1 | 2 | 3;
export const supportRightStatusNames: Record<SupportRightStatus, string> = {
  1: '未激活',
  2: '已激活',
  3: '已失效',
};

/** Custom-service orderStatus as the shop shows it: 1 active, 2 in service, 3 past its expiry date. */
export type CustomServiceStatus = 1 | 2 | 3;
export const customServiceStatusNames: Record<CustomServiceStatus, string> = {
  1: '待服务',
  2: '服务中',
  3: '已过期',
};
