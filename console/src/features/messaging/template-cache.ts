import type { TemplateSaveRequest } from '@p5g/api/contract';
import { accountCache, type CachedWork } from '../../lib/account-cache.ts';
import { storageKeys } from '../../lib/session.ts';

/** Unsaved editor work: what the form held and when. */
export type CachedTemplate = CachedWork<TemplateSaveRequest>;

/** tplCache (spec §3): per account, per template ('new' for one not saved yet). */
const tplCache = accountCache<TemplateSaveRequest>(storageKeys.tplCache);

/** The editor's key for a template: its id, or 'new' before the first save. */
export const cacheKeyOf = (templateId: string | undefined) => templateId ?? 'new';

/** The unsaved work of one account on one template, if any. */
export const cachedTemplate = tplCache.read;

/** Keeps the editor's current form; it survives reloads and the end of a session (spec §4). */
export const keepTemplate = tplCache.keep;

/** Forgets the unsaved work once it is saved or the user discards it. */
export const forgetTemplate = tplCache.forget;

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
