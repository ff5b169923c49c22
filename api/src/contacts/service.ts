import { and, count, desc, eq, ilike, inArray, like, or, sql } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import {
  contactLimits,
  contactMessages,
  type Contact,
  type ContactGroup,
} from '../contract/schemas/contacts.ts';
import type { Db, Tx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { newId } from '../db/ids.ts';
import { contactGroups, contacts } from './tables.ts';
import { ApiError } from '../errors.ts';
import { containing, pageOf } from '../lib/lists.ts';

type GroupRow = typeof contactGroups.$inferSelect;
type ContactRow = typeof contacts.$inferSelect;
type Author = { id: bigint; companyId: bigint };

const invalid = (message: string) => new ApiError(codes.invalidRequest, message, 400);
const groupNotFound = () => new ApiError(codes.notFound, contactMessages.groupNotFound);

const groupView = (row: GroupRow, contactCount: number): ContactGroup => ({
  id: row.id.toString(),
  name: row.name,
  count: contactCount,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});

const contactView = (row: ContactRow, groupName: string): Contact => ({
  id: row.id.toString(),
  groupId: row.groupId.toString(),
  groupName,
  name: row.name,
  mobile: row.mobile,
  remark: row.remark,
  variables: row.variables,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});

/** The company's groups, oldest first, each with its number of contacts. */
export async function listGroups(db: Db | Tx, companyId: bigint): Promise<ContactGroup[]> {
  const rows = await db
    .select({ group: contactGroups, n: count(contacts.id) })
    .from(contactGroups)
    .leftJoin(contacts, eq(contacts.groupId, contactGroups.id))
    .where(eq(contactGroups.companyId, companyId))
    .groupBy(contactGroups.id)
    .orderBy(contactGroups.createdAt, contactGroups.id);
  return rows.map((r) => groupView(r.group, r.n));
}

/**
 * The company's group `id`, locked until the transaction ends: every write of a group's contacts
 * takes this lock first, so the one-mobile-per-group check and the insert cannot interleave.
 */
export async function lockGroup(tx: Tx, companyId: bigint, id: bigint): Promise<GroupRow> {
  const [row] = await tx
    .select()
    .from(contactGroups)
    .where(and(eq(contactGroups.id, id), eq(contactGroups.companyId, companyId)))
    .for('update');
  if (!row) throw groupNotFound();
  return row;
}

/** Creates a group or renames one; names are unique within the company. */
export async function saveGroup(
  db: Db,
  author: Author,
  input: { id?: string; name: string },
  now: Date,
): Promise<ContactGroup> {
  const nameTaken = () => invalid(contactMessages.groupNameTaken);
  return db.transaction(async (tx) => {
    if (input.id === undefined) {
      const [held] = await tx
        .select({ n: count() })
        .from(contactGroups)
        .where(eq(contactGroups.companyId, author.companyId));
      if (held!.n >= contactLimits.groupsPerCompany) throw invalid(contactMessages.groupsFull);
      const [row] = await tx
        .insert(contactGroups)
        .values({
          id: newId(now.getTime()),
          companyId: author.companyId,
          name: input.name,
          createdBy: author.id,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw nameTaken();
      return groupView(row, 0);
    }
    const id = BigInt(input.id);
    await lockGroup(tx, author.companyId, id);
    const [row] = await tx
      .update(contactGroups)
      .set({ name: input.name, updatedAt: now })
      .where(eq(contactGroups.id, id))
      .returning()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? nameTaken() : error;
      });
    const [held] = await tx.select({ n: count() }).from(contacts).where(eq(contacts.groupId, id));
    return groupView(row!, held!.n);
  });
}

/** Deletes a group; its contacts go with it (the foreign key cascades). */
export async function deleteGroup(db: Db, companyId: bigint, id: bigint) {
  const gone = await db
    .delete(contactGroups)
    .where(and(eq(contactGroups.id, id), eq(contactGroups.companyId, companyId)))
    .returning({ id: contactGroups.id });
  if (gone.length === 0) throw groupNotFound();
}

/** Contacts of the company, newest first; by group, and by part of a name or of a mobile. */
export async function listContacts(
  db: Db,
  companyId: bigint,
  query: { page: number; pageSize: number; groupId?: string; keyword?: string },
) {
  const keyword = query.keyword || undefined;
  const where = and(
    eq(contacts.companyId, companyId),
    query.groupId ? eq(contacts.groupId, BigInt(query.groupId)) : undefined,
    keyword
      ? or(ilike(contacts.name, containing(keyword)), like(contacts.mobile, containing(keyword)))
      : undefined,
  );
  const { total, rows } = await pageOf(
    db,
    query,
    contacts,
    where,
    db
      .select({ contact: contacts, groupName: contactGroups.name })
      .from(contacts)
      .innerJoin(contactGroups, eq(contactGroups.id, contacts.groupId))
      .where(where)
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .$dynamic(),
  );
  return { total, list: rows.map((r) => contactView(r.contact, r.groupName)) };
}

/**
 * Adds a contact to a group, or changes one (it may move to another group of the company). A
 * mobile appears once per group.
 */
export async function saveContact(
  db: Db,
  companyId: bigint,
  input: {
    id?: string;
    groupId: string;
    name: string;
    mobile: string;
    remark: string;
    variables: Record<string, string>;
  },
  now: Date,
): Promise<Contact> {
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, companyId, BigInt(input.groupId));
    const id = input.id === undefined ? undefined : BigInt(input.id);
    const [taken] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(
          eq(contacts.groupId, group.id),
          eq(contacts.mobile, input.mobile),
          id === undefined ? undefined : sql`${contacts.id} <> ${id}`,
        ),
      );
    if (taken) throw invalid(contactMessages.mobileTaken);
    const fields = {
      groupId: group.id,
      name: input.name,
      mobile: input.mobile,
      remark: input.remark,
      variables: input.variables,
      updatedAt: now,
    };
    const [row] =
      id === undefined
        ? await tx
            .insert(contacts)
            .values({ id: newId(now.getTime()), companyId, ...fields, createdAt: now })
            .returning()
        : await tx
            .update(contacts)
            .set(fields)
            .where(and(eq(contacts.id, id), eq(contacts.companyId, companyId)))
            .returning();
    if (!row) throw new ApiError(codes.notFound, contactMessages.contactNotFound);
    return contactView(row, group.name);
  });
}

/** Deletes contacts of the company; ids of others' or already deleted contacts are refused. */
export async function deleteContacts(db: Db, companyId: bigint, ids: readonly string[]) {
  const wanted = [...new Set(ids)].map(BigInt);
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(contacts)
      .where(and(eq(contacts.companyId, companyId), inArray(contacts.id, wanted)))
      .returning({ id: contacts.id });
    if (gone.length !== wanted.length) {
      throw new ApiError(codes.notFound, contactMessages.contactNotFound);
    }
  });
}
