import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { endpointUrl, endpoints, type Endpoint } from '../contract/endpoints.ts';
import {
  errorsOf,
  openApiBase,
  openApiErrors,
  openEndpoints,
  type OpenEndpoint,
} from '../contract/open-api.ts';
import { webhookEvent, webhookEventTypes } from '../contract/webhook-events.ts';
import { openApiExamples } from './open-api-examples.ts';
import { referencePagePath } from './plugin.ts';

type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: unknown }> };
};
type Document = {
  openapi: string;
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, { post: Operation }>;
};

let t: TestApp;
let consoleDoc: Document;
let openDoc: Document;

const read = async (url: string) => {
  const res = await t.app.inject({ url, headers: { host: 'api.example.cn' } });
  expect(res.statusCode).toBe(200);
  return res.json() as Document;
};

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  consoleDoc = await read('/api/docs');
  openDoc = await read(`${openApiBase}/openapi.json`);
});
afterAll(() => t.close());

const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
  );

/** `/a/:id` as OpenAPI writes it: `/a/{id}`. */
const templated = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe.each([
  ['console', () => consoleDoc],
  ['developer API', () => openDoc],
] as const)('the %s document', (_name, doc) => {
  it('is valid OpenAPI 3.1 with every reference resolved (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc()) as never)).resolves.toBeTruthy();
  });

  it('names the server it was read from, and every operation has an id, a tag and a summary', () => {
    expect(doc().openapi).toBe('3.1.0');
    expect(doc().servers[0]!.url).toMatch(/^http:\/\/api\.example\.cn(\/|$)/);
    const tags = new Set(doc().tags.map((tag) => tag.name));
    for (const { operation } of operationsOf(doc())) {
      expect(operation.operationId).toBeTruthy();
      expect(operation.tags.length, operation.operationId).toBe(1);
      expect(tags, operation.operationId).toContain(operation.tags[0]);
      expect(operation.summary, operation.operationId).toMatch(/\p{Script=Han}/u);
    }
  });
});

/** The problems `redocly lint` (recommended rules) finds in a document. */
async function lint(doc: Document) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-openapi-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(doc));
  const cli = fileURLToPath(import.meta.resolve('@redocly/cli/bin/cli.js'));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [cli, 'lint', file, '--extends', 'recommended', '--format', 'json', '--max-problems', '1000'],
    {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    },
    // A document with errors makes the linter exit with 1, its report still on stdout.
  ).catch((error: { stdout: string }) => error);
  fs.rmSync(dir, { recursive: true, force: true });
  return JSON.parse(stdout) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; severity: string; message: string; location: unknown[] }[];
  };
}

describe.each([
  ['console', () => consoleDoc],
  ['developer API', () => openDoc],
] as const)('the redocly linter on the %s document', (_name, doc) => {
  it('finds no error (recommended rules)', async () => {
    const report = await lint(doc());
    const errors = report.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message} ${JSON.stringify(p.location)}`)).toEqual(
      [],
    );
    expect(report.totals.errors).toBe(0);
  }, 120_000);
});

describe('the console document', () => {
  it('has one operation for each endpoint of the table, at its path and method', () => {
    const operations = new Map(
      operationsOf(consoleDoc).map((o) => [o.operation.operationId, `${o.method} ${o.url}`]),
    );
    for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
      expect(operations.get(name), name).toBe(
        `${endpoint.method.toLowerCase()} ${templated(endpointUrl(endpoint))}`,
      );
    }
    expect(operations.size).toBe(Object.keys(endpoints).length);
  });

  it('describes the request body and each error status with the envelope', () => {
    const login = consoleDoc.paths['/api/platform/login']!.post!;
    expect(login.requestBody!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/LoginRequest',
    });
    expect(Object.keys(login.responses)).toEqual(
      expect.arrayContaining(['200', '400', '413', '429', '500', '503']),
    );
    const components = (
      consoleDoc as unknown as {
        components: { schemas: Record<string, { properties: object }> };
      }
    ).components;
    expect(Object.keys(components.schemas.LoginRequest!.properties)).toContain('password');
    const logout = consoleDoc.paths['/api/platform/logout']!.get!;
    expect(Object.keys(logout.responses)).not.toContain('429');
  });

  it("lists the statuses of each endpoint's own refusals", () => {
    const operations = new Map(operationsOf(consoleDoc).map((o) => [o.operation.operationId, o]));
    for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
      const responses = Object.keys(operations.get(name)!.operation.responses);
      expect(responses, name).toEqual(
        expect.arrayContaining((endpoint.errorStatuses ?? []).map(String)),
      );
    }
    const contactImport = consoleDoc.paths['/api/platform/contact/import']!.post!;
    expect(Object.keys(contactImport.responses)).toEqual(expect.arrayContaining(['415', '429']));
  });

  it('tags each operation with its domain, and every domain has its operations', () => {
    const used = new Set(operationsOf(consoleDoc).map((o) => o.operation.tags[0]));
    expect([...used].sort()).toEqual(consoleDoc.tags.map((tag) => tag.name).sort());
  });
});

describe('the developer API document', () => {
  it('has one operation for each endpoint of the table, with each error it may answer', () => {
    const operations = new Map(operationsOf(openDoc).map((o) => [o.operation.operationId, o]));
    for (const [name, endpoint] of Object.entries(openEndpoints) as [string, OpenEndpoint][]) {
      const found = operations.get(name);
      expect(found && `${found.method} ${found.url}`, name).toBe(
        `${endpoint.method.toLowerCase()} ${templated(`/${endpoint.path}`)}`,
      );
      const statuses = new Set(
        errorsOf(endpoint).map((code) => String(openApiErrors[code].status)),
      );
      expect(Object.keys(found!.operation.responses).sort(), name).toEqual(
        ['200', ...statuses].sort(),
      );
    }
    expect(operations.size).toBe(Object.keys(openEndpoints).length);
  });

  it('describes every webhook event, and its examples are what the service sends', () => {
    expect(Object.keys(openDoc.webhooks!).sort()).toEqual(Object.values(webhookEventTypes).sort());
    for (const [type, example] of Object.entries(openApiExamples.webhooks)) {
      expect(webhookEvent.parse(example).type, type).toBe(type);
    }
  });

  it('has request examples the endpoints accept', () => {
    for (const [name, example] of Object.entries(openApiExamples.requests)) {
      const endpoint: OpenEndpoint = openEndpoints[name as keyof typeof openApiExamples.requests];
      expect(endpoint.body!.safeParse(example).success, name).toBe(true);
    }
  });
});

describe('the reference page', () => {
  it('loads the renderer from this service and the document beside the endpoints', async () => {
    const page = await t.app.inject({ url: referencePagePath });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const script = /<script type="module" src="([^"]+)"/.exec(page.body)![1]!;
    expect(script.startsWith('/')).toBe(true);
    expect(page.body).toContain(`spec-url="${openApiBase}/openapi.json"`);
    const renderer = await t.app.inject({ url: script });
    expect(renderer.statusCode).toBe(200);
    expect(renderer.headers['content-type']).toMatch(/javascript/);
    expect(renderer.body).toContain('rapi-doc');
  });
});
