import { z } from 'zod';
import { databaseInteger } from './text.ts';

export const helpArticleSummary = z.object({
  id: z.number().int(),
  menu: z.string(),
  title: z.string(),
});

/** Site content a section shows under its paragraphs: the payee account of bank transfers. */
const helpSectionInserts = ['payeeAccount'] as const;

const helpSection = z.object({
  heading: z.string(),
  body: z.array(z.string()),
  insert: z.enum(helpSectionInserts).optional(),
});

export const helpArticle = helpArticleSummary.extend({
  sections: z.array(helpSection),
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
export type HelpSection = z.infer<typeof helpSection>;
