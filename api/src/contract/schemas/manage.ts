import { z } from 'zod';

export const pageRequest = z.object({
  page: z.coerce.number({ error: '页码无效' }).int('页码无效').min(1, '页码无效').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数无效' })
    .int('每页条数无效')
    .min(1, '每页条数无效')
    .max(100, '每页最多100条')
    .default(10),
});

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), list: z.array(item) });

const outboxMessage = z.object({
  id: z.string(),
  channel: z.string(),
  recipient: z.string(),
  template: z.string(),
  body: z.string(),
  createTime: z.string(),
});

export const outboxList = paged(outboxMessage).extend({
  /**
   * True while the built-in provider stands in for a real SMS gateway: only then are verify codes
   * shown (else ******), and the page says that messages are not really sent.
   */
  builtInProvider: z.boolean(),
});
