import '@p5g/tokens/theme.css';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DesignSystemProvider } from '@p5g/design-system';
import { ScheduleField } from './ScheduleField.tsx';

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

function Form({ initial }: { initial: string }) {
  const [sendAt, setSendAt] = useState(initial);
  return (
    <>
      <ScheduleField value={sendAt} onChange={setSendAt} errorMessage={undefined} />
      <output aria-label="所选时间">{sendAt}</output>
    </>
  );
}

function render(initial = '') {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <DesignSystemProvider>
      <Form initial={initial} />
    </DesignSystemProvider>,
  );
}

describe('the schedule field', () => {
  it('is typed as 年/月/日 and a 24-hour time, without 上午/下午', async () => {
    render();
    const group = page.getByRole('group', { name: '定时发送时间' });
    const segments = group.getByRole('spinbutton');
    await expect
      .poll(() => segments.all().map((s) => s.element().getAttribute('aria-label')))
      .toEqual(['年, ', '月, ', '日, ', '小时, ', '分钟, ']);
    await userEvent.click(segments.first());
    await userEvent.keyboard('202612011930');
    await expect.element(page.getByLabelText('所选时间')).toHaveTextContent('2026-12-01T19:30');
  });

  it('shows a chosen time as it is held', async () => {
    render('2026-12-01T08:05');
    await expect
      .element(page.getByRole('group', { name: '定时发送时间' }))
      .toHaveTextContent(/^2026\/12\/01 \u2066?08:05\u2069?$/);
  });
});
