import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  errorsOf,
  openApiBase,
  openApiError,
  openApiErrors,
  openEndpoints,
  signatureHeaders,
  type OpenApiErrorCode,
  type OpenEndpoint,
  type OpenEndpointName,
} from '../contract/open-api.ts';
import {
  eventIdHeader,
  eventTypeHeader,
  signatureHeader,
  timestampHeader,
  webhookEvent,
  webhookEventTypes,
  webhookTopics,
} from '../contract/webhook-events.ts';
import { openApiExamples } from './open-api-examples.ts';
import { schemaComponents } from './schema-components.ts';

/** Path of the document itself, beside the endpoints it describes. */
export const openApiDocumentPath = `${openApiBase}/openapi.json`;

/** Where the developer API is, for the document read from `origin`. */
export const openApiServers = (origin = '') => [
  { url: `${origin}${openApiBase}`, description: '本服务' },
];

/** The quick start (markdown, shown at the top of the reference page). */
const quickStart = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'quick-start.md'),
  'utf8',
);

const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

const tagDescriptions: Record<OpenEndpoint['tag'], string> = {
  发送: '发送任务、接收号码与号码的消息记录',
  模板: '模板及其审核状态',
  账户: '余额',
};
const webhookTag = { name: '消息推送', description: '平台向贵单位推送地址 POST 的事件（Webhook）' };

/** What the summary shows of an endpoint: its description up to the first colon. */
const shortSummary = (summary: string) => summary.split('：')[0]!;

const exampleError = (code: OpenApiErrorCode) => ({
  error: { code, message: openApiErrors[code].message, requestId: 'req-3f' },
});

const rateLimitHeaders = {
  'RateLimit-Limit': { $ref: '#/components/headers/RateLimitLimit' },
  'RateLimit-Remaining': { $ref: '#/components/headers/RateLimitRemaining' },
  'RateLimit-Reset': { $ref: '#/components/headers/RateLimitReset' },
};

/** The error answers of an endpoint, one per HTTP status, each listing its codes as examples. */
function errorResponses(endpoint: OpenEndpoint, errorRef: { $ref: string }) {
  const byStatus = new Map<number, OpenApiErrorCode[]>();
  for (const code of errorsOf(endpoint)) {
    const { status } = openApiErrors[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      status,
      {
        description: codes.map((code) => `${code}：${openApiErrors[code].message}`).join('；'),
        ...(status === 429 && {
          headers: {
            'Retry-After': {
              description: '多少秒后可以再试',
              schema: { type: 'integer' },
            },
          },
        }),
        content: {
          'application/json': {
            schema: errorRef,
            examples: Object.fromEntries(
              codes.map((code) => [code, { summary: code, value: exampleError(code) }]),
            ),
          },
        },
      },
    ]),
  );
}

/** The webhooks: one POST per event type, with the headers that sign it. */
function webhooks(components: ReturnType<typeof schemaComponents>) {
  const topicOf = Object.fromEntries(
    Object.entries(webhookEventTypes).map(([topic, type]) => [type, topic]),
  ) as Record<string, keyof typeof webhookEventTypes>;
  const header = (name: string, description: string, example: string) => ({
    name,
    in: 'header',
    required: true,
    description,
    schema: { type: 'string' },
    example,
  });
  return Object.fromEntries(
    webhookEvent.options.map((schema) => {
      const type = schema.shape.type.value;
      const topic = topicOf[type]!;
      const name = pascal(topic);
      return [
        type,
        {
          post: {
            operationId: `${topic}Event`,
            tags: [webhookTag.name],
            summary: topic === 'test' ? '测试事件（控制台“发送测试事件”）' : webhookTopics[topic],
            description:
              '以 JSON POST 到贵单位的推送地址。接收方以 2xx 应答表示收到；其他应答、重定向或10秒内无应答视为失败，按10秒、20秒、40秒……（最长间隔1小时）重试至事件发生后24小时。同一任务或模板的事件按发生顺序投递；同一事件可能投递多次，请按 id 去重。',
            security: [],
            parameters: [
              header(
                timestampHeader,
                '发送时间（Unix 秒）；与当前时间相差过大的请求应拒绝',
                '1767225600',
              ),
              header(
                signatureHeader,
                '签名：sha256= 加上以推送密钥对“时间戳.请求体”做 HMAC-SHA256 的十六进制结果',
                'sha256=5d41402abc4b2a76b9719d911017c592',
              ),
              header(eventIdHeader, '事件 id（与请求体的 id 相同）', '9012'),
              header(eventTypeHeader, '事件类型（与请求体的 type 相同）', type),
            ],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: components.add(`${name}Event`, schema),
                  example: openApiExamples.webhooks[type],
                },
              },
            },
            responses: { 200: { description: '已收到（任意 2xx 均可）' } },
          },
        },
      ];
    }),
  );
}

/**
 * The developer API as OpenAPI 3.1, generated from its endpoint table (contract `openEndpoints`),
 * its error table and the webhook events: there is no second description.
 */
export function openApiDocument(options: { origin?: string } = {}) {
  const components = schemaComponents();
  const errorRef = components.add('Error', openApiError);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(openEndpoints) as [
    OpenEndpointName,
    OpenEndpoint,
  ][]) {
    const type = pascal(name);
    const path = `/${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
    const example = openApiExamples.requests[name as keyof typeof openApiExamples.requests];
    const parameters = [
      ...(endpoint.params ? components.parameters(endpoint.params, 'path') : []),
      ...(endpoint.query ? components.parameters(endpoint.query, 'query') : []),
      ...(endpoint.idempotent
        ? [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: true,
              description:
                '幂等键：1至64个字母、数字、- 或 _（UUID 即可）。用同一个键重试只执行一次，并返回第一次的结果',
              schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
              example: '7b0f3c9e-5d1a-4c55-9a57-3f1c2d8e6a10',
            },
          ]
        : []),
    ];
    paths[path] = {
      ...paths[path],
      [endpoint.method.toLowerCase()]: {
        operationId: name,
        tags: [endpoint.tag],
        summary: shortSummary(endpoint.summary),
        description: endpoint.summary,
        ...(parameters.length > 0 && { parameters }),
        ...(endpoint.body && {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: components.add(`${type}Request`, endpoint.body, 'input'),
                ...(example && { example }),
              },
            },
          },
        }),
        responses: {
          200: {
            description: '成功',
            headers: {
              ...rateLimitHeaders,
              ...(endpoint.idempotent && {
                'Idempotent-Replayed': {
                  description: '为 true 时，这是同一幂等键第一次请求的结果（本次没有再执行）',
                  schema: { type: 'string', enum: ['true'] },
                },
              }),
            },
            content: {
              'application/json': { schema: components.add(`${type}Response`, endpoint.response) },
            },
          },
          ...errorResponses(endpoint, errorRef),
        },
      },
    };
  }
  const webhookOperations = webhooks(components);
  const signatureHeader = (name: string, description: string) => ({
    type: 'apiKey',
    in: 'header',
    name,
    description,
  });
  return {
    openapi: '3.1.0',
    info: {
      title: '5G智能平台 开放接口',
      version: '1.0.0',
      description: quickStart,
      license: { name: '仅限授权使用', identifier: 'LicenseRef-Proprietary' },
    },
    servers: openApiServers(options.origin),
    tags: [
      ...Object.entries(tagDescriptions).map(([name, description]) => ({ name, description })),
      webhookTag,
    ],
    security: [{ accessKey: [], timestamp: [], nonce: [], signature: [] }],
    components: {
      securitySchemes: {
        accessKey: signatureHeader(
          signatureHeaders.key,
          '密钥的 Access Key（开发者中心 › 密钥），以 ak_ 开头',
        ),
        timestamp: signatureHeader(
          signatureHeaders.timestamp,
          '请求时间（Unix 秒），与服务器时间相差不得超过5分钟',
        ),
        nonce: signatureHeader(
          signatureHeaders.nonce,
          '每个请求新生成的随机串：8至64个字母、数字、- 或 _（UUID 即可）',
        ),
        signature: signatureHeader(
          signatureHeaders.signature,
          '签名：以 Secret 的 SHA-256（十六进制）为密钥，对待签字符串做 HMAC-SHA256，取小写十六进制。待签字符串见上方“签名”',
        ),
      },
      headers: {
        RateLimitLimit: { description: '该密钥每分钟可调用次数', schema: { type: 'integer' } },
        RateLimitRemaining: { description: '本分钟内还可调用的次数', schema: { type: 'integer' } },
        RateLimitReset: { description: '多少秒后计数重置', schema: { type: 'integer' } },
      },
      schemas: components.schemas,
    },
    paths,
    webhooks: webhookOperations,
  };
}
