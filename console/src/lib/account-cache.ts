type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Unsaved work: what a form held and when. */
export type CachedWork<Form> = { savedAt: string; form: Form };

type Entries<Form> = Record<string, Record<string, CachedWork<Form>>>;

/**
 * A local-storage cache of unsaved form work (spec §3's tplCache, delSendProgress): per account,
 * then per key (the thing being edited). It outlives reloads and the end of a session (spec §4).
 */
export function accountCache<Form>(storageKey: string) {
  function readAll(store: Store): Entries<Form> {
    try {
      const parsed: unknown = JSON.parse(store.getItem(storageKey) ?? '{}');
      return parsed !== null && typeof parsed === 'object' ? (parsed as Entries<Form>) : {};
    } catch {
      return {};
    }
  }

  return {
    /** The unsaved work of one account under one key, if any. */
    read(store: Store, account: string, key: string): CachedWork<Form> | null {
      return readAll(store)[account]?.[key] ?? null;
    },
    /** Keeps the form's current state. */
    keep(store: Store, account: string, key: string, form: Form, now: Date) {
      const all = readAll(store);
      all[account] = { ...all[account], [key]: { savedAt: now.toISOString(), form } };
      store.setItem(storageKey, JSON.stringify(all));
    },
    /** Forgets the work once it is saved or the user discards it. */
    forget(store: Store, account: string, key: string) {
      const all = readAll(store);
      const mine = all[account];
      if (!mine || !(key in mine)) return;
      delete mine[key];
      if (Object.keys(mine).length === 0) delete all[account];
      store.setItem(storageKey, JSON.stringify(all));
    },
  };
}
