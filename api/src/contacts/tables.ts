import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../db/columns.ts';
import { companies, users } from '../accounts/tables.ts';

/** An address-book group (通讯录分组); every contact belongs to one. */
export const contactGroups = pgTable(
  'contact_groups',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    createdBy: ref('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contact_groups_company_name_key').on(t.companyId, t.name)],
);

/** One person in the address book; `variables` fill a template's variables when sending. */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    groupId: ref('group_id')
      .notNull()
      .references(() => contactGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    mobile: text('mobile').notNull(),
    remark: text('remark').notNull().default(''),
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contacts_group_mobile_key').on(t.groupId, t.mobile),
    index('contacts_company_mobile_idx').on(t.companyId, t.mobile),
  ],
);
