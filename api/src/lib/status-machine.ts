import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { nextStatus, type Status, type Transitions } from '../contract/transitions.ts';
import type { Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';

/** Who made a change (null: the system or a carrier), when, and why. */
export type StatusChange = { actorUserId?: bigint | null; reason?: string | null; now: Date };

/** One change as it is recorded: the subject, the event, from and to which status, who, when, why. */
export type StatusChangeRecord<Event extends string = string> = Required<StatusChange> & {
  subjectId: bigint;
  event: Event;
  fromStatus: Status;
  toStatus: Status;
};

/** A table whose rows move through a status machine. */
type Subject = PgTable & { id: PgColumn; status: PgColumn; updatedAt: PgColumn };

/**
 * One status machine over one table: its transition table (contract `*-status.ts`), its refusal
 * (the subject's own "state changed" error) and, where the subject keeps a history, how a change
 * is recorded. The function it returns applies an event: checked against the table, the new status
 * (with `set`) written only if the row still has the status the caller read, and the record
 * written, all in the caller's transaction. An event the table does not allow from that status,
 * or a row someone changed first, is refused.
 */
export function statusMachine<Table extends Subject, T extends Transitions>(machine: {
  table: Table;
  transitions: T;
  refused: (event: keyof T & string) => Error;
  record?: (tx: Tx, change: StatusChangeRecord<keyof T & string>) => Promise<unknown>;
}) {
  return async function apply(
    tx: Tx,
    subject: { id: bigint; status: Status },
    event: keyof T & string,
    change: StatusChange & { set?: Partial<Table['$inferInsert']> },
  ): Promise<Table['$inferSelect']> {
    const to = nextStatus(machine.transitions, subject.status, event);
    if (to === null) throw machine.refused(event);
    const { table } = machine;
    const [updated] = await tx
      .update(table as PgTable)
      .set({ ...change.set, status: to, updatedAt: change.now })
      .where(and(eq(table.id, subject.id), eq(table.status, subject.status)))
      .returning();
    if (!updated) throw machine.refused(event);
    await machine.record?.(tx, {
      subjectId: subject.id,
      event,
      fromStatus: subject.status,
      toStatus: to,
      actorUserId: change.actorUserId ?? null,
      reason: change.reason ?? null,
      now: change.now,
    });
    return updated as Table['$inferSelect'];
  };
}

/**
 * The usual `record`: a row per change in a history table of the usual shape (id, the subject's key
 * in `subjectKey`, event, fromStatus, toStatus, actorUserId, reason, createdAt).
 */
export const historyIn =
  <History extends PgTable>(history: History, subjectKey: keyof History['$inferInsert'] & string) =>
  (tx: Tx, change: StatusChangeRecord) =>
    tx.insert(history).values({
      id: newId(change.now.getTime()),
      [subjectKey]: change.subjectId,
      event: change.event,
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      actorUserId: change.actorUserId,
      reason: change.reason,
      createdAt: change.now,
    } as History['$inferInsert']);
