import { describe, expect, it } from 'vitest';
import { formDocument } from '../contract/micro-app-form.ts';
import { appletMessages, applets } from '../contract/schemas/applets.ts';
import { appletDocument, appletQuestionIds } from './applets-forms.ts';
import { maskName, regionPrefix, scopeOf, shownReporter, summaryWindow } from './applets-rules.ts';

describe('who sees which reports', () => {
  it('gives the main account the whole company, a grid worker its region, another sub-account nothing', () => {
    expect(scopeOf({ isChatBotManager: true }, null)).toEqual({ kind: 'all' });
    expect(scopeOf({ isChatBotManager: false }, '5101')).toEqual({ kind: 'region', code: '5101' });
    expect(scopeOf({ isChatBotManager: false }, null)).toEqual({ kind: 'none' });
  });

  it('reads a grid worker’s city and everything below it, and nothing of another city', () => {
    const chengdu = { kind: 'region', code: '5101' } as const;
    expect(regionPrefix(chengdu)).toEqual({ prefix: '5101' });
    expect(regionPrefix(chengdu, '510104')).toEqual({ prefix: '510104' });
    expect(regionPrefix(chengdu, '5103')).toEqual({ refused: appletMessages.outOfScope });
    expect(regionPrefix(chengdu, '110101')).toEqual({ refused: appletMessages.outOfScope });
  });

  it('keeps a district’s grid worker in its district when its city is asked for', () => {
    expect(regionPrefix({ kind: 'region', code: '510104' }, '5101')).toEqual({ prefix: '510104' });
  });

  it('lets the main account narrow to any region, and refuses a sub-account without one', () => {
    expect(regionPrefix({ kind: 'all' })).toEqual({ prefix: '' });
    expect(regionPrefix({ kind: 'all' }, '1101')).toEqual({ prefix: '1101' });
    expect(regionPrefix({ kind: 'none' })).toEqual({ refused: appletMessages.noScope });
    expect(regionPrefix({ kind: 'none' }, '5101')).toEqual({ refused: appletMessages.noScope });
  });
});

describe('masking', () => {
  it('hides all of a name but its first character', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳娜娜')).toBe('欧***');
    expect(maskName('李')).toBe('*');
    expect(maskName('')).toBe('');
    expect(maskName('𠮷野家')).toBe('𠮷**');
  });

  it('shows name and phone whole only in an unlocked session', () => {
    const reporter = { name: '王小明', mobile: '13812345678' };
    expect(shownReporter(reporter, false)).toEqual({ name: '王**', mobile: '138****5678' });
    expect(shownReporter(reporter, true)).toEqual(reporter);
  });
});

describe('summary window', () => {
  it('is the last 7 days by default, or 7 days from a start or back from an end', () => {
    expect(summaryWindow({}, '2026-11-28')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(summaryWindow({ from: '2026-10-30' }, '2026-11-28')).toEqual({
      from: '2026-10-30',
      to: '2026-11-05',
    });
    expect(summaryWindow({ to: '2026-03-02' }, '2026-11-28')).toEqual({
      from: '2026-02-24',
      to: '2026-03-02',
    });
  });

  it('takes at most 31 days, and no end before the start', () => {
    expect(summaryWindow({ from: '2026-01-01', to: '2026-01-31' }, '2026-11-28')).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(summaryWindow({ from: '2026-01-01', to: '2026-02-01' }, '2026-11-28')).toEqual({
      refused: appletMessages.tooLong,
    });
    expect(summaryWindow({ from: '2026-01-02', to: '2026-01-01' }, '2026-11-28')).toEqual({
      refused: appletMessages.endBeforeStart,
    });
  });
});

describe('ready forms', () => {
  it.each(applets)('%s is a valid form asking every question the applet page reads', (applet) => {
    const document = appletDocument(applet);
    expect(formDocument.parse(document)).toEqual(document);
    const ids = document.questions.map((q) => q.id);
    expect(ids).toEqual(expect.arrayContaining(Object.values(appletQuestionIds)));
    const kinds = Object.fromEntries(document.questions.map((q) => [q.id, q.kind]));
    expect(kinds).toMatchObject({ region: 'region', result: 'single', photo: 'upload' });
  });
});
