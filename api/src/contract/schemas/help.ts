import { z } from 'zod';
import { databaseInteger } from './text.ts';

export const helpArticleSummary = z.object({
  id: z.number().int(),
  menu: z.string(),
  title: z.string(),
});

export const helpArticle = helpArticleSummary.extend({
  sections: z.array(z.object({ heading: z.string(), body: z.array(z.string()) })),
  updatedOn: z.string(),
});

export const helpArticleRequest = z.object({
  id: z.coerce
    .number({ error: '文章不存在' })
    .int('文章不存在')
    .positive('文章不存在')
    .max(databaseInteger, '文章不存在'),
});

export type HelpArticle = z.infer<typeof helpArticle>;
