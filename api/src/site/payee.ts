import { eq } from 'drizzle-orm';
import type { PayeeAccount } from '../contract/schemas/site.ts';
import type { Db } from '../db/client.ts';
import { sitePayeeAccount } from './tables.ts';

const row = 1;

/** The account customers remit to, or null while the platform has entered none. */
export async function payeeAccountOf(db: Db): Promise<PayeeAccount | null> {
  const [account] = await db
    .select({
      accountName: sitePayeeAccount.accountName,
      bankName: sitePayeeAccount.bankName,
      accountNumber: sitePayeeAccount.accountNumber,
    })
    .from(sitePayeeAccount)
    .where(eq(sitePayeeAccount.id, row));
  return account ?? null;
}

/** Sets the account customers remit to (it replaces the one before). */
export async function savePayeeAccount(
  db: Db,
  account: PayeeAccount,
  operatorId: bigint,
  now: Date,
): Promise<void> {
  const values = { ...account, updatedBy: operatorId, updatedAt: now };
  await db
    .insert(sitePayeeAccount)
    .values({ id: row, ...values })
    .onConflictDoUpdate({ target: sitePayeeAccount.id, set: values });
}
