import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** The column shapes every domain's tables share. */
export const id = () => bigint('id', { mode: 'bigint' }).primaryKey();
export const ref = (name: string) => bigint(name, { mode: 'bigint' });
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
