import type { TemplateSaveRequest } from '@p5g/api/contract';
import { storageKeys } from '../../lib/session.ts';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Unsaved editor work: what the form held and when. */
export type CachedTemplate = { savedAt: string; form: TemplateSaveRequest };

/** tplCache (spec §3): per account, per template ('new' for one not saved yet). */
type TemplateCache = Record<string, Record<string, CachedTemplate>>;

/** The editor's key for a template: its id, or 'new' before the first save. */
export const cacheKeyOf = (templateId: string | undefined) => templateId ?? 'new';

function readAll(store: Store): TemplateCache {
  try {
    const parsed: unknown = JSON.parse(store.getItem(storageKeys.tplCache) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as TemplateCache) : {};
  } catch {
    return {};
  }
}

/** The unsaved work of one account on one template, if any. */
export function cachedTemplate(store: Store, account: string, key: string) {
  return readAll(store)[account]?.[key] ?? null;
}

/** Keeps the editor's current form; it survives reloads and the end of a session (spec §4). */
export function keepTemplate(
  store: Store,
  account: string,
  key: string,
  form: TemplateSaveRequest,
  now: Date,
) {
  const all = readAll(store);
  all[account] = { ...all[account], [key]: { savedAt: now.toISOString(), form } };
  store.setItem(storageKeys.tplCache, JSON.stringify(all));
}

/** Forgets the unsaved work once it is saved or the user discards it. */
export function forgetTemplate(store: Store, account: string, key: string) {
  const all = readAll(store);
  const mine = all[account];
  if (!mine || !(key in mine)) return;
  delete mine[key];
  if (Object.keys(mine).length === 0) delete all[account];
  store.setItem(storageKeys.tplCache, JSON.stringify(all));
}

/**
 * Whether to offer the cached work back: it differs from what the server holds and was written
 * after the template's last save (an older cache was overtaken by a save elsewhere).
 */
export function isWorthRestoring(
  cached: CachedTemplate | null,
  saved: { form: TemplateSaveRequest; updateTime: string } | null,
): cached is CachedTemplate {
  if (!cached) return false;
  if (!saved) return true;
  return (
    new Date(cached.savedAt) > new Date(saved.updateTime) &&
    JSON.stringify(cached.form) !== JSON.stringify(saved.form)
  );
}
