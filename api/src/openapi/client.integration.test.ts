import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { templateSendable } from '../contract/messaging-status.ts';
import type { CreatedApiKey } from '../contract/schemas/developer.ts';
import { templates } from '../db/schema.ts';
import { openApiClient } from './open-api-client.ts';

let t: TestApp;
let key: CreatedApiKey;
let templateId: string;
let origin: string;

beforeAll(async () => {
  t = await buildTestApp();
  const [gold] = await t.loginDemo('gold');
  const created = await t.call<CreatedApiKey>(
    'createApiKey',
    { name: '文档示例', roleId: null },
    { token: gold },
  );
  key = created.body.data;
  const companyId = (await t.user('demo_gold')).companyId!;
  const sendable = (await t.db.select().from(templates).where(eq(templates.companyId, companyId)))
    .filter((tpl) => templateSendable(tpl.status) && tpl.expiresAt! > t.clock.now())
    .at(0);
  templateId = sendable!.id.toString();
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

describe('the typed client (openapi-typescript + openapi-fetch)', () => {
  it('sends a template message and reads the task and its recipient back', async () => {
    const client = openApiClient({ origin, ...key, now: () => t.clock.now() });
    const sent = await client.POST('/tasks', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: { templateId, mobiles: ['13800138000'], variableDefaults: { name: '客户' } },
    });
    expect(sent.error).toBeUndefined();
    const task = sent.data!;
    expect(task).toMatchObject({ templateId, counts: { total: 1 } });

    const read = await client.GET('/tasks/{id}', { params: { path: { id: task.id } } });
    expect(read.data).toMatchObject({ id: task.id, status: task.status, templateId });
    const recipients = await client.GET('/tasks/{id}/recipients', {
      params: { path: { id: task.id }, query: { page: 1, pageSize: 10 } },
    });
    expect(recipients.data!.list.map((r) => r.seq)).toEqual([1]);
  });

  it('reads a refusal in the documented error shape', async () => {
    const client = openApiClient({ origin, ...key, now: () => t.clock.now() });
    const missing = await client.GET('/tasks/{id}', { params: { path: { id: '999999999' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error!.error.code).toBe('not_found');
  });
});

describe('the quick start', () => {
  const quickStart = fs.readFileSync(new URL('./quick-start.md', import.meta.url), 'utf8');
  const snippet = (language: string) => {
    const code = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(quickStart)![1]!;
    return code
      .replace('ak_替换为你的Access Key', key.accessKey)
      .replace('sk_替换为你的Secret', key.secret)
      .replace('https://平台地址', origin)
      .replaceAll('1032', templateId);
  };
  /** Unix seconds of the service's clock (the test's), which the snippets' clocks are set to. */
  const serviceSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-quick-start-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('sends with the Node.js snippet as written', async () => {
    const clock = path.join(dir, 'clock.mjs');
    fs.writeFileSync(clock, `Date.now = () => ${serviceSeconds() * 1000};`);
    const file = path.join(dir, 'send.mjs');
    fs.writeFileSync(file, snippet('js'));
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      pathToFileURL(clock).href,
      file,
    ]);
    expect(stdout).toMatch(/^任务 \d+ 状态 \d+\n13800138000 pending\n$/);
  });

  it('signs and sends with the curl snippet as written', async () => {
    const clock = `date() { echo ${serviceSeconds()}; }\n`;
    const { stdout } = await promisify(execFile)('bash', ['-c', clock + snippet('bash')]);
    expect(stdout).toMatch(/"quantity5G":\d+/);
    expect(stdout).toMatch(/"total":\d+,"list":\[/);
    expect(stdout).toContain(`"templateId":"${templateId}"`);
    expect(stdout).not.toContain('"error"');
  });
});
