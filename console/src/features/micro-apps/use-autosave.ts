import { useEffect, useRef, useState } from 'react';
import type { FormDocument, MiniAppDetail } from '@p5g/api/contract';
import { useAction } from '../../lib/endpoint-hooks.ts';

/** How long the builder waits after the last change before it saves. */
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
 * Saves the document `autosaveDelayMs` after its last change while the contract's schema takes
 * it (`isValid`); the first save of a new form creates it (`onCreated` gets it). Saves run one
 * after another, so a change made while the form is being created saves into that form.
 */
export function useAutosave({
  id,
  document,
  isValid,
  onCreated,
}: {
  id: string | null;
  document: FormDocument;
  isValid: boolean;
  onCreated: (detail: MiniAppDetail) => void;
}) {
  const [state, setState] = useState<SaveState>('saved');
  const save = useAction('miniAppSave');
  const savedId = useRef(id);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const loaded = useRef(document);

  useEffect(() => {
    if (document === loaded.current) return;
    if (!isValid) {
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
        if (!existing) {
          savedId.current = detail.id;
          onCreated(detail);
        }
        setState('saved');
      });
    }, autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [document, isValid]);

  return state;
}
