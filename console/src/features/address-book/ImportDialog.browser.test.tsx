import '@p5g/tokens/theme.css';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ContactGroup, ImportReport } from '@p5g/api/contract';
import { DesignSystemProvider, messageQueue } from '@p5g/design-system';
import { ImportDialog } from './ImportDialog.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = vi.hoisted(() => {
  const state = {
    sent: [] as { groupId: string; fileName: string }[],
    answer: null as unknown,
    status: 200,
  };
  globalThis.fetch = async (_url, init) => {
    const form = init?.body as FormData;
    state.sent.push({
      groupId: String(form.get('groupId')),
      fileName: (form.get('file') as File).name,
    });
    return new Response(JSON.stringify(state.answer), { status: state.status });
  };
  return state;
});

const groups: ContactGroup[] = [
  { id: '11', name: '社区居民', count: 2, createTime: '', updateTime: '' },
  { id: '12', name: '商户', count: 0, createTime: '', updateTime: '' },
];

const report: ImportReport = {
  groupId: '12',
  rows: 6,
  imported: 2,
  invalidCount: 1,
  invalid: [{ row: 5, mobile: '123', reason: '手机号格式错误', firstRow: null }],
  duplicateInFileCount: 1,
  duplicateInFile: [{ row: 4, mobile: '13800000001', reason: '与第2行重复', firstRow: 2 }],
  duplicateInGroupCount: 1002,
  duplicateInGroup: [
    { row: 3, mobile: '13800000009', reason: '分组中已有此手机号', firstRow: null },
  ],
  variables: ['城市'],
};

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  messageQueue.clear();
  document.body.replaceChildren();
  server.sent.length = 0;
});

function renderDialog(onImported = vi.fn(async () => {})) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <DesignSystemProvider>
      <SWRConfig value={{ provider: () => new Map(), onError: () => {} }}>
        <ImportDialog
          isOpen
          groups={groups}
          defaultGroupId="11"
          onClose={() => {}}
          onImported={onImported}
        />
      </SWRConfig>
    </DesignSystemProvider>,
  );
  return onImported;
}

const file = (name: string, text = '手机号\n13800000001\n') => new File([text], name);

/** The design system's upload field keeps its file input hidden behind the 选择文件 button. */
async function fileInput() {
  const field = page.getByRole('group', { name: '文件' });
  await expect.element(field).toBeVisible();
  return field.element().querySelector('input[type="file"]')!;
}

describe('the import dialog', () => {
  it('checks the file before sending it', async () => {
    renderDialog();
    await userEvent.click(page.getByRole('button', { name: '开始导入' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('请选择文件');
    await userEvent.upload(await fileInput(), file('old.xls'));
    await expect.element(page.getByRole('alert')).toHaveTextContent('不支持该文件类型');
    await userEvent.click(page.getByRole('button', { name: '开始导入' }));
    expect(server.sent).toEqual([]);
  });

  it('uses the upload field, showing the chosen file by name until it is removed', async () => {
    renderDialog();
    await expect.element(page.getByRole('button', { name: '选择文件' })).toBeVisible();
    await userEvent.upload(await fileInput(), file('居民名单.csv'));
    await expect.element(page.getByText('居民名单.csv')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '删除' }));
    await userEvent.click(page.getByRole('button', { name: '开始导入' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('请选择文件');
    expect(server.sent).toEqual([]);
  });

  it('offers a sample file with the header the importer reads', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', blob: blob as Blob });
      return 'blob:sample';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[saved.length - 1]!.name = this.download;
    });
    try {
      renderDialog();
      await userEvent.click(page.getByRole('button', { name: '下载示例文件' }));
      expect(saved.map((s) => s.name)).toEqual(['联系人导入示例.csv']);
      const lines = (await saved[0]!.blob.text()).split('\r\n');
      // Blob.text() drops the byte-order mark; the header and a row remain.
      expect(lines[0]?.replace(/^\uFEFF/, '')).toBe('姓名,手机号,备注,城市');
      expect(lines[1]).toBe('张三,13800000000,社区居民,北京');
    } finally {
      createObjectURL.mockRestore();
      click.mockRestore();
    }
  });

  it("shows the server's refusal of an unreadable file under the field", async () => {
    server.status = 400;
    server.answer = { code: 1001, msg: '表头缺少“手机号”列', data: null };
    const onImported = renderDialog();
    await userEvent.upload(await fileInput(), file('名单.csv', '姓名\n甲\n'));
    await userEvent.click(page.getByRole('button', { name: '开始导入' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('表头缺少“手机号”列');
    expect(server.sent).toEqual([{ groupId: '11', fileName: '名单.csv' }]);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('sends to the chosen group and shows the report row by row', async () => {
    server.status = 200;
    server.answer = { code: 0, msg: '成功', data: report };
    const onImported = renderDialog();
    await userEvent.click(page.getByRole('button', { name: /导入到分组$/ }));
    await userEvent.click(page.getByRole('option', { name: '商户' }));
    await userEvent.upload(await fileInput(), file('商户.xlsx'));
    await userEvent.click(page.getByRole('button', { name: '开始导入' }));

    await expect.element(page.getByText('已导入 2 个联系人到“商户”')).toBeVisible();
    expect(server.sent).toEqual([{ groupId: '12', fileName: '商户.xlsx' }]);
    expect(onImported).toHaveBeenCalledOnce();
    const rows = page.getByRole('grid', { name: '未导入的行' }).getByRole('row');
    await expect
      .poll(() => rows.all().map((r) => r.element().textContent))
      .toEqual([
        '行号手机号类型原因',
        '第3行13800000009分组中已存在分组中已有此手机号',
        '第4行13800000001文件内重复与第2行重复',
        '第5行123无效手机号格式错误',
      ]);
    await expect
      .element(page.getByText('另有 1001 行未列出（每类最多列出 1000 行）。'))
      .toBeVisible();

    await userEvent.click(page.getByRole('button', { name: '继续导入' }));
    await expect.element(page.getByRole('button', { name: '开始导入' })).toBeVisible();
  });
});
