import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { href } from './routes-table.ts';

/** How long an editor waits after the last change before it saves. */
const autosaveDelayMs = 800;

export type SaveState = 'new' | 'saved' | 'unsaved' | 'saving' | 'invalid' | 'failed';

export const saveStateNames: Record<SaveState, string> = {
  new: '尚未保存，填写后自动保存',
  saved: '已保存',
  unsaved: '有未保存的修改',
  saving: '保存中…',
  invalid: '有错误，修改后自动保存',
  failed: '保存失败，修改后将重试',
};

/**
 * Saves a draft `autosaveDelayMs` after its last change while the contract's schema takes it
 * (`document` is null when it does not); the first save of a new draft creates it (`onCreated`
 * gets it) and `onSaved` gets every saved detail. Saves run one after another, so a change made
 * while the draft is being created saves into that draft.
 */
export function useAutosave<Document, Detail extends { id: string | null }>({
  id,
  save,
  document,
  changed,
  onCreated,
  onSaved,
}: {
  /** The draft's id, null for a new one. */
  id: string | null;
  /** The save endpoint's `run` (without an id it creates the draft). */
  save: (input: { id?: string; document: Document }) => Promise<Detail | undefined>;
  document: Document | null;
  /** Anything that changes with each edit (the document itself, or the form's values). */
  changed: unknown;
  onCreated: (detail: Detail) => void;
  onSaved?: (detail: Detail) => void;
}) {
  // A new draft has nothing saved until its first valid change.
  const [state, setState] = useState<SaveState>(id === null ? 'new' : 'saved');
  const savedId = useRef(id);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const loaded = useRef(changed);

  useEffect(() => {
    if (changed === loaded.current) return;
    if (document === null) {
      setState('invalid');
      return;
    }
    setState('unsaved');
    const timer = setTimeout(() => {
      queue.current = queue.current.then(async () => {
        setState('saving');
        const existing = savedId.current;
        const detail = await save({ ...(existing && { id: existing }), document });
        if (!detail) {
          setState('failed');
          return;
        }
        if (!existing) {
          savedId.current = detail.id;
          onCreated(detail);
        }
        onSaved?.(detail);
        setState('saved');
      });
    }, autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [changed]);

  return state;
}

/**
 * The draft an editor page edits (its ?id=). `isNew` holds for a new draft and stays true once the
 * editor creates it (`created`), which puts the new id in the address in place of the current
 * entry while the same editor stays on screen.
 */
export function useDraftAddress(editor: 'miniApp_editor' | 'article_editor' | 'album_editor') {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const [createdHere, setCreatedHere] = useState<string | null>(null);
  const created = (createdId: string) => {
    setCreatedHere(createdId);
    void navigate(href(editor, { id: createdId }), { replace: true });
  };
  return id === null || id === createdHere
    ? { isNew: true as const, createdHere, created }
    : { isNew: false as const, id, created };
}
