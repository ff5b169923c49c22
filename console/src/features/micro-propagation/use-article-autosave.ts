import { useEffect, useRef, useState } from 'react';
import type { ArticleDetail, ArticleDocument } from '@p5g/api/contract';
import { useAction } from '../../lib/endpoint-hooks.ts';

/** How long the editor waits after the last change before it saves. */
const autosaveDelayMs = 800;

type SaveState = 'saved' | 'unsaved' | 'saving' | 'invalid' | 'failed';

export const saveStateNames: Record<SaveState, string> = {
  saved: '已保存',
  unsaved: '有未保存的修改',
  saving: '保存中…',
  invalid: '有错误，修改后自动保存',
  failed: '保存失败，修改后将重试',
};

/**
 * Saves the article (article/save) `autosaveDelayMs` after its last change while the contract's
 * schema takes it (`document` is null when it does not); the first save of a new article creates
 * it (`onSaved` gets every saved detail, with the HTML the previews show). Saves run one after
 * another, so a change made while the article is being created saves into that article.
 */
export function useArticleAutosave({
  id,
  document,
  changed,
  onSaved,
}: {
  id: string | null;
  document: ArticleDocument | null;
  /** Anything that changes with each edit (the form's values). */
  changed: unknown;
  onSaved: (detail: ArticleDetail) => void;
}) {
  const [state, setState] = useState<SaveState>('saved');
  const save = useAction('articleSave');
  const savedId = useRef(id);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const loaded = useRef(changed);

  useEffect(() => {
    if (changed === loaded.current) return;
    if (!document) {
      setState('invalid');
      return;
    }
    setState('unsaved');
    const timer = setTimeout(() => {
      queue.current = queue.current.then(async () => {
        setState('saving');
        const existing = savedId.current;
        const detail = await save.run({ ...(existing && { id: existing }), document });
        if (!detail) {
          setState('failed');
          return;
        }
        savedId.current = detail.id;
        onSaved(detail);
        setState('saved');
      });
    }, autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [changed]);

  return state;
}
