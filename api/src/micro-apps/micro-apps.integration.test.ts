import { and, desc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import { apiPrefix, endpoints } from '../contract/endpoints.ts';
import { createNonce, nonceHeader } from '../contract/nonce.ts';
import type { FormDocumentInput } from '../contract/micro-app-form.ts';
import type { MiniAppDetail, PublicForm } from '../contract/schemas/micro-apps.ts';
import { notices, templates } from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let gold: string;
let trial: string;
let operator: string;
beforeAll(async () => {
  t = await buildTestApp();
  [gold, trial, operator] = await t.loginDemo('gold', 'trial', 'operator');
});
afterAll(() => t.close());

const form = (title = '满意度调查', extra: FormDocumentInput['questions'] = []) =>
  ({
    title,
    questions: [
      { kind: 'rating', id: 'score', title: '总体评分', required: true, max: 5 },
      {
        kind: 'multiple',
        id: 'liked',
        title: '喜欢的方面',
        options: [
          { id: 'speed', label: '办理速度' },
          { id: 'staff', label: '工作人员' },
        ],
        allowOther: true,
      },
      ...extra,
    ],
  }) satisfies FormDocumentInput;

type Detail = MiniAppDetail;
const save = (token: string, input: { id?: string; document: FormDocumentInput }) =>
  t.call<Detail>('miniAppSave', input, { token });
const act = (
  name: 'miniAppSubmit' | 'miniAppInvalidate' | 'miniAppGet',
  id: string,
  token = gold,
) => t.call<Detail>(name, { id }, { token });
const review = (id: string, approve: boolean, reason?: string) =>
  t.call('manageReviewMiniApp', { id, approve, reason }, { token: operator });
const codeOf = (detail: Detail) => detail.publicUrl!.split('/').pop()!;
const publicForm = async (code: string) =>
  (await t.call<PublicForm>('publicForm', { code })).body.data;

let keys = 0;
const answerTo = (code: string, version: number, answers: Record<string, string | string[]>) => {
  keys += 1;
  return t.call('publicFormAnswer', {
    code,
    version,
    submissionKey: `lifecycle-answer-${String(keys).padStart(4, '0')}`,
    answers,
  });
};

async function latestNotice(companyOf: string) {
  const { companyId } = await t.user(companyOf);
  const [row] = await t.db
    .select()
    .from(notices)
    .where(eq(notices.companyId, companyId!))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(1);
  return row;
}

describe('lifecycle', () => {
  it('autosaves a draft, reviews it, publishes it, and keeps the passed version live while an edit is reviewed', async () => {
    const created = await save(gold, { document: form() });
    expect(created.body.data).toMatchObject({ status: 1, live: false, publicUrl: null });
    const id = created.body.data.id;
    const saved = await save(gold, { id, document: form('满意度调查（第二稿）') });
    expect(saved.body.data.document.title).toBe('满意度调查（第二稿）');
    const drafts = await t.call<{ total: number; list: { id: string }[] }>(
      'miniAppList',
      { drafts: true },
      { token: gold },
    );
    expect(drafts.body.data.list.map((d) => d.id)).toContain(id);

    expect((await act('miniAppSubmit', id)).body.data.status).toBe(2);
    expect((await save(gold, { id, document: form() })).body.msg).toBe(
      '微应用审核中，请等待审核结果后再修改',
    );
    const queue = await t.call<{ list: { id: string; companyName: string }[] }>(
      'manageMiniApps',
      {},
      { token: operator },
    );
    expect(queue.body.data.list.find((q) => q.id === id)?.companyName).toBe(
      '央视网示范科技有限公司',
    );

    expect((await review(id, false, '标题含有不规范用语')).body.code).toBe(0);
    const rejected = (await act('miniAppGet', id)).body.data;
    expect(rejected).toMatchObject({ status: 4, rejectReason: '标题含有不规范用语', live: false });
    expect((await latestNotice('demo_gold'))?.content).toContain('标题含有不规范用语');

    await save(gold, { id, document: form('满意度调查') });
    await act('miniAppSubmit', id);
    expect((await review(id, true)).body.code).toBe(0);
    const passed = (await act('miniAppGet', id)).body.data;
    expect(passed).toMatchObject({ status: 3, live: true, liveVersion: 2, publicState: 'open' });
    expect(passed.publicUrl).toMatch(/^\/f\/[A-Za-z0-9_-]{16}$/);
    expect((await latestNotice('demo_gold'))?.title).toBe('微应用审核通过');
    const code = codeOf(passed);
    expect(await publicForm(code)).toMatchObject({ state: 'open', version: 2 });

    // An edit goes back to review; the passed version goes on collecting until the edit passes.
    const edited = await save(gold, {
      id,
      document: form('满意度调查（新版）', [{ kind: 'date', id: 'visit', title: '办理日期' }]),
    });
    expect(edited.body.data).toMatchObject({ status: 1, live: true, liveVersion: 2 });
    await act('miniAppSubmit', id);
    await review(id, false, '请补充说明');
    expect(await publicForm(code)).toMatchObject({ state: 'open', version: 2 });
    expect((await latestNotice('demo_gold'))?.content).toContain('线上版本照常收集');
    await act('miniAppSubmit', id);
    await review(id, true);
    const live = await publicForm(code);
    expect(live.version).toBe(4);
    expect(live.document?.title).toBe('满意度调查（新版）');

    // Once withdrawn, the link stops collecting.
    expect((await act('miniAppInvalidate', id)).body.data.status).toBe(0);
    expect((await publicForm(code)).state).toBe('notFound');
    expect((await save(gold, { id, document: form() })).body.msg).toBe('已失效的微应用不能修改');
  });

  it('refuses an event the status does not allow with the state-changed error', async () => {
    const id = (await save(gold, { document: form('会议签到') })).body.data.id;
    const res = await review(id, true);
    expect(res.body).toMatchObject({
      code: codes.messagingStateChanged,
      msg: '微应用状态已变化，请刷新后重试',
    });
  });

  it('refuses an invalid document with the field message and writes nothing', async () => {
    const before = await t.rows('mini_apps');
    const res = await save(gold, { document: { title: '', questions: [] } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(codes.invalidRequest);
    expect(res.body.msg).toBe('请填写表单标题');
    const noQuestion = await save(gold, { document: { title: '空表单', questions: [] } });
    expect(noQuestion.body.msg).toBe('请至少添加一个问题');
    expect(await t.rows('mini_apps')).toBe(before);
  });

  it('submits a message after answers only with a template of the company that can be sent', async () => {
    const document = (templateId: string): FormDocumentInput => ({
      ...form('预约登记', [
        { kind: 'text', id: 'mobile', title: '手机号码', format: 'mobile', required: true },
      ]),
      settings: { notify: { templateId, mobileQuestion: 'mobile' } },
    });
    const { companyId } = await t.user('demo_gold');
    const [usable] = await t.db
      .select({ id: templates.id })
      .from(templates)
      .where(and(eq(templates.companyId, companyId!), inArray(templates.status, [3, 5])))
      .limit(1);
    const unknown = (await save(gold, { document: document('1') })).body.data.id;
    expect((await act('miniAppSubmit', unknown)).body.msg).toBe('模板不存在');
    const id = (await save(gold, { document: document(usable!.id.toString()) })).body.data.id;
    expect((await act('miniAppSubmit', id)).body.data.status).toBe(2);
  });

  it('deletes only drafts that never went live', async () => {
    const draft = (await save(gold, { document: form('志愿者招募') })).body.data.id;
    expect((await t.call('miniAppDelete', { id: draft }, { token: gold })).body.code).toBe(0);
    expect((await act('miniAppGet', draft)).body.code).toBe(codes.notFound);

    const published = (await save(gold, { document: form('培训报名') })).body.data.id;
    await act('miniAppSubmit', published);
    await review(published, true);
    await save(gold, { id: published, document: form('培训报名（改）') });
    const res = await t.call('miniAppDelete', { id: published }, { token: gold });
    expect(res.body.msg).toBe('只能删除从未上线的草稿');
  });

  it('keeps other companies out', async () => {
    const id = (await save(gold, { document: form('访客登记') })).body.data.id;
    expect((await act('miniAppGet', id, trial)).body.code).toBe(codes.notFound);
    expect((await save(trial, { id, document: form() })).body.code).toBe(codes.notFound);
  });

  it('lets a trial account hold one micro-app at a time', async () => {
    const first = await save(trial, { document: form('健康申报') });
    expect(first.body.code).toBe(0);
    const second = await save(trial, { document: form('问卷调查') });
    expect(second.body).toMatchObject({
      code: codes.levelTooLow,
      msg: '试用客户同时只能有一个微应用，升级为普通客户后不限数量',
    });
    await act('miniAppInvalidate', first.body.data.id, trial);
    expect((await save(trial, { document: form('问卷调查') })).body.code).toBe(0);
  });
});

describe('answers', () => {
  it('lists answers with a date filter, shows one with its version, and counts them', async () => {
    const id = (await save(gold, { document: form('意见征集') })).body.data.id;
    await act('miniAppSubmit', id);
    await review(id, true);
    const code = codeOf((await act('miniAppGet', id)).body.data);
    const version = (await publicForm(code)).version!;
    await answerTo(code, version, { score: '5', liked: ['speed', 'staff'] });
    await answerTo(code, version, { score: '4', liked: ['speed'] });
    t.clock.advance(24 * 60 * 60 * 1000);
    await answerTo(code, version, { score: '5' });
    // A day later the sessions have ended.
    [gold, trial] = await t.loginDemo('gold', 'trial');

    const page = await t.call<{ total: number; list: { id: string; submitTime: string }[] }>(
      'miniAppResponses',
      { id },
      { token: gold },
    );
    expect(page.body.data.total).toBe(3);
    const firstDay = await t.call<{ total: number }>(
      'miniAppResponses',
      { id, from: '2026-11-22', to: '2026-11-22' },
      { token: gold },
    );
    expect(firstDay.body.data.total).toBe(2);

    const one = await t.call<{
      response: { answers: Record<string, unknown> };
      document: { title: string };
    }>('miniAppResponse', { id, responseId: page.body.data.list[0]!.id }, { token: gold });
    expect(one.body.data.response.answers).toEqual({ score: '5' });
    expect(one.body.data.document.title).toBe('意见征集');

    const summary = (await act('miniAppGet', id)).body.data;
    expect(summary).toMatchObject({ answersToday: 1, answersTotal: 3 });

    const stats = await t.call<{
      total: number;
      perDay: { date: string; count: number }[];
      questions: { id: string; answered: number; counts: { option: string; count: number }[] }[];
    }>('miniAppStats', { id }, { token: gold });
    expect(stats.body.data.total).toBe(3);
    expect(stats.body.data.perDay).toHaveLength(30);
    expect(stats.body.data.perDay.slice(-2).map((d) => d.count)).toEqual([2, 1]);
    const [score, liked] = stats.body.data.questions;
    expect(score!.counts.map((c) => c.count)).toEqual([0, 0, 0, 1, 2]);
    expect(liked).toMatchObject({ answered: 2 });
    expect(liked!.counts.map((c) => [c.option, c.count])).toEqual([
      ['speed', 2],
      ['staff', 1],
      ['other', 0],
    ]);

    // Exported through the download centre: one column per question, options by their labels.
    const exported = await t.call<{ id: string; fileName: string }>(
      'downloadCreate',
      { kind: 'miniAppResponses', miniAppId: id },
      { token: gold },
    );
    expect(exported.body.data.fileName).toMatch(/^微应用填写记录_意见征集_/);
    await t.app.jobs.run('download-export');
    const file = await t.app.inject({
      method: 'POST',
      url: apiPrefix + endpoints.downloadExportFile.path,
      payload: JSON.stringify({ id: exported.body.data.id }),
      headers: {
        'content-type': 'application/json',
        authorization: gold,
        [nonceHeader]: createNonce(gold, t.clock.now().getTime()),
      },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['提交时间', '手机号码', '表单版本', '总体评分', '喜欢的方面']);
    expect(rows.slice(1).map((r) => r.slice(2))).toEqual([
      [1, '5分'],
      [1, '4分', '办理速度'],
      [1, '5分', '办理速度、工作人员'],
    ]);
    const elsewhere = await t.call(
      'downloadCreate',
      { kind: 'miniAppResponses', miniAppId: id },
      { token: trial },
    );
    expect(elsewhere.body.code).toBe(codes.notFound);
  });
});
