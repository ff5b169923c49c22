import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../db/columns.ts';

export const uploads = pgTable('uploads', {
  id: id(),
  companyId: ref('company_id'),
  userId: ref('user_id').notNull(),
  storedName: text('stored_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});
