import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { saveStateNames, useAutosave, useDraftAddress } from './use-autosave.ts';

type Draft = { title: string };
type SaveInput = { id?: string; document: Draft };

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

function show(element: React.ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <MemoryRouter initialEntries={['/government/miniApp_editor']}>{element}</MemoryRouter>,
  );
}

/** A draft whose title must not be blank, autosaved by the hook. */
function TitleEditor({
  save,
  onCreated,
}: {
  save: (input: SaveInput) => Promise<{ id: string } | undefined>;
  onCreated: (detail: { id: string }) => void;
}) {
  const [title, setTitle] = useState('');
  const state = useAutosave({
    id: null,
    save,
    document: title.trim() === '' ? null : { title },
    changed: title,
    onCreated,
  });
  return (
    <>
      <input aria-label="标题" value={title} onChange={(e) => setTitle(e.target.value)} />
      <p role="status">{saveStateNames[state]}</p>
    </>
  );
}

function DraftAddress() {
  const draft = useDraftAddress('miniApp_editor');
  const location = useLocation();
  return (
    <>
      <p>{`${location.pathname}${location.search}`}</p>
      <p>{draft.isNew ? '新草稿' : '已有草稿'}</p>
      <button type="button" onClick={() => draft.created('d1')}>
        创建
      </button>
    </>
  );
}

describe('useAutosave', () => {
  it('creates the draft at the first valid change, then saves into it', async () => {
    const saves: SaveInput[] = [];
    const save = async (input: SaveInput) => {
      saves.push(input);
      return { id: 'd1' };
    };
    const onCreated = vi.fn();
    show(<TitleEditor save={save} onCreated={onCreated} />);
    const title = page.getByLabelText('标题');
    await expect.element(page.getByRole('status')).toHaveTextContent('尚未保存，填写后自动保存');

    await title.fill('社区');
    await expect.element(page.getByRole('status')).toHaveTextContent('已保存');
    expect(saves).toEqual([{ document: { title: '社区' } }]);
    expect(onCreated).toHaveBeenCalledWith({ id: 'd1' });

    await title.fill('社区活动');
    await expect.poll(() => saves.at(-1)).toEqual({ id: 'd1', document: { title: '社区活动' } });
    await expect.element(page.getByRole('status')).toHaveTextContent('已保存');
    expect(onCreated).toHaveBeenCalledTimes(1);

    await title.fill(' ');
    await expect.element(page.getByRole('status')).toHaveTextContent('有错误，修改后自动保存');
    expect(saves).toHaveLength(2);
  });

  it('says so when a save fails', async () => {
    show(<TitleEditor save={async () => undefined} onCreated={() => {}} />);
    await page.getByLabelText('标题').fill('社区');
    await expect.element(page.getByRole('status')).toHaveTextContent('保存失败，修改后将重试');
  });
});

describe('useDraftAddress', () => {
  it('puts the created draft in the address and keeps its editor as the new one', async () => {
    show(<DraftAddress />);
    await expect.element(page.getByText('新草稿')).toBeVisible();

    await page.getByRole('button', { name: '创建' }).click();
    await expect.element(page.getByText('/government/miniApp_editor?id=d1')).toBeVisible();
    await expect.element(page.getByText('新草稿')).toBeVisible();
  });
});
