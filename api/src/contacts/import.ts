import { eq, sql } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import { contactLimits, contactMessages, type ImportReport } from '../contract/schemas/contacts.ts';
import { ApiError } from '../errors.ts';
import { takeWorkSlot, type WorkSlotCaps } from '../http/work-slots.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { contacts } from './tables.ts';
import { readContactsFile } from './import-file.ts';
import { sortImportRows } from './import-rules.ts';
import { lockGroup } from './service.ts';

/**
 * Imports running at once, on every instance together: reading a file holds it whole in memory
 * (up to tens of megabytes), so one company imports one file at a time and the service a few.
 */
export const importSlots: WorkSlotCaps = {
  kind: 'contact-import',
  perCompany: 1,
  overall: 3,
  leaseMs: 10 * 60 * 1000,
};

/** Rows per INSERT: large enough to be fast, well below PostgreSQL's 65,535 parameters. */
const chunkRows = 10_000;

/**
 * Imports a file into one group of the company, in one transaction: rows that are invalid or
 * repeat a mobile (in the file or in the group) are left out and reported with their row numbers.
 * An unreadable file is refused before anything is written; with `importSlots` all taken, the
 * import is refused at once (429), to be tried again.
 */
export async function importContacts(
  db: Db,
  companyId: bigint,
  groupId: bigint,
  file: { bytes: Buffer; name: string },
  now: Date,
): Promise<ImportReport> {
  const release = await takeWorkSlot(db, importSlots, companyId, now);
  if (!release) throw new ApiError(codes.rateLimited, contactMessages.importsBusy, 429);
  try {
    return await importFile(db, companyId, groupId, file, now);
  } finally {
    await release();
  }
}

async function importFile(
  db: Db,
  companyId: bigint,
  groupId: bigint,
  file: { bytes: Buffer; name: string },
  now: Date,
): Promise<ImportReport> {
  const read = await readContactsFile(file.bytes, file.name);
  return db.transaction(async (tx) => {
    await lockGroup(tx, companyId, groupId);
    const held = await tx
      .select({ mobile: contacts.mobile })
      .from(contacts)
      .where(eq(contacts.groupId, groupId));
    const sorted = sortImportRows(read.rows, new Set(held.map((c) => c.mobile)));
    for (let start = 0; start < sorted.accepted.length; start += chunkRows) {
      const chunk = sorted.accepted.slice(start, start + chunkRows).map((row) => ({
        id: newId(now.getTime()).toString(),
        name: row.name,
        mobile: row.mobile,
        remark: row.remark,
        variables: row.variables,
      }));
      // One JSON parameter per chunk: far fewer parameters to bind than a VALUES list, which is
      // what makes 100,000 rows take seconds rather than a minute on PGlite.
      await tx.execute(sql`
        insert into ${contacts} (id, company_id, group_id, name, mobile, remark, variables, created_at, updated_at)
        select r.id, ${companyId}, ${groupId}, r.name, r.mobile, r.remark, r.variables, ${now}, ${now}
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
          as r(id bigint, name text, mobile text, remark text, variables jsonb)`);
    }
    const listed = <T>(items: T[]) => items.slice(0, contactLimits.reportedRows);
    return {
      groupId: groupId.toString(),
      rows: read.rows.length,
      imported: sorted.accepted.length,
      invalidCount: sorted.invalid.length,
      invalid: listed(sorted.invalid),
      duplicateInFileCount: sorted.duplicateInFile.length,
      duplicateInFile: listed(sorted.duplicateInFile),
      duplicateInGroupCount: sorted.duplicateInGroup.length,
      duplicateInGroup: listed(sorted.duplicateInGroup),
      variables: read.variables,
    };
  });
}
