import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { contactGroups, contacts } from './tables.ts';
import { inIndexOrder } from '../lib/keyset.ts';
import { nextTurn } from '../lib/next-turn.ts';

// The address book as other domains read it: sending's recipients, the download centre's export.

/** Those of the groups that are the company's, with their names. */
export async function groupsOf(db: Db | Tx, companyId: bigint, groupIds: readonly bigint[]) {
  const ids = [...new Set(groupIds)];
  if (ids.length === 0) return [];
  return db
    .select({ id: contactGroups.id, name: contactGroups.name })
    .from(contactGroups)
    .where(and(eq(contactGroups.companyId, companyId), inArray(contactGroups.id, ids)));
}

/**
 * The groups' contacts as parts of a larger statement (sending's recipients, expanded in SQL):
 * `numberIn(mobile)` selects the contact a number stands for (name, variables), `eachNumberBut`
 * each number of the groups once but the ones listed (mobile, name, variables), by number. Of a
 * number's contacts in several groups, the first one with values is taken.
 */
export function groupContactsSql(companyId: bigint, groupIds: readonly bigint[]) {
  const company = sql`${companyId.toString()}::bigint`;
  const groups = groupIds.length
    ? sql.join(
        groupIds.map((g) => sql`${g.toString()}::bigint`),
        sql`, `,
      )
    : sql`null`;
  return {
    numberIn: (mobile: SQL) => sql`
      select name, variables from ${contacts}
      where company_id = ${company} and group_id in (${groups}) and mobile = ${mobile}
      order by variables = '{}'::jsonb, id limit 1`,
    eachNumberBut: (mobiles: readonly string[]) => sql`
      select distinct on (mobile) mobile, name, variables
      from ${contacts}
      where company_id = ${company} and group_id in (${groups})
        and not (mobile in (select jsonb_array_elements_text(${JSON.stringify(mobiles)}::jsonb)))
      order by mobile, variables = '{}'::jsonb, id`,
  };
}

/** Numbers read from the groups at a time, the event loop getting a turn between batches. */
const groupBatchSize = 1000;

/** Each number in the groups, once, with how many of their contacts have it; in number order. */
export async function* groupMobiles(db: Db, companyId: bigint, groupIds: bigint[]) {
  if (groupIds.length === 0) return;
  let after: string | undefined;
  for (;;) {
    await nextTurn();
    const rows = await db
      .select({ mobile: contacts.mobile, n: count() })
      .from(contacts)
      .where(
        and(
          eq(contacts.companyId, companyId),
          inArray(contacts.groupId, groupIds),
          after === undefined ? undefined : gt(contacts.mobile, after),
        ),
      )
      .groupBy(contacts.mobile)
      .orderBy(contacts.mobile)
      .limit(groupBatchSize);
    yield* rows;
    if (rows.length < groupBatchSize) return;
    after = rows.at(-1)!.mobile;
  }
}

/** The company's groups (or the one asked for) as an export lists them: by name. */
export function groupsByName(db: Db, companyId: bigint, groupId?: bigint) {
  return db
    .select({ id: contactGroups.id, name: contactGroups.name })
    .from(contactGroups)
    .where(
      and(
        eq(contactGroups.companyId, companyId),
        groupId === undefined ? undefined : eq(contactGroups.id, groupId),
      ),
    )
    .orderBy(asc(contactGroups.name), asc(contactGroups.id));
}

/** How many contacts the company's groups (or the one asked for) hold. */
export async function contactCount(db: Db, companyId: bigint, groupId?: bigint) {
  const [row] = await db
    .select({ n: count() })
    .from(contacts)
    .innerJoin(contactGroups, eq(contactGroups.id, contacts.groupId))
    .where(
      and(
        eq(contactGroups.companyId, companyId),
        groupId === undefined ? undefined : eq(contactGroups.id, groupId),
        eq(contacts.companyId, companyId),
      ),
    );
  return row!.n;
}

/** A page of a group's contacts after a number, by number: the (group, mobile) unique index's order. */
export function groupContactsAfter(
  db: Db,
  companyId: bigint,
  groupId: bigint,
  after: string | undefined,
  size: number,
) {
  return inIndexOrder(db, (q) =>
    q
      .select()
      .from(contacts)
      .where(
        and(
          eq(contacts.groupId, groupId),
          eq(contacts.companyId, companyId),
          after === undefined ? undefined : gt(contacts.mobile, after),
        ),
      )
      .orderBy(asc(contacts.mobile))
      .limit(size),
  );
}
