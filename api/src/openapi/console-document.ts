import { codes, messages } from '../contract/codes.ts';
import { domains } from '../contract/domains.ts';
import { endpointUrl, endpoints, type Endpoint, type EndpointName } from '../contract/endpoints.ts';
import { nonceHeader } from '../contract/nonce.ts';
import { describePermission } from '../contract/permissions.ts';
import { schemaComponents } from './schema-components.ts';

/** Path of the document itself. */
export const consoleDocumentPath = '/api/docs';

const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** An error envelope as the service sends it, for the examples. */
const errorEnvelope = (code: number, msg: string) => ({ code, msg, data: null });

/**
 * The errors answered with an HTTP status of their own (refusals the console handles, such as
 * 1003 or 1007, come at 200), each with the envelope it carries.
 */
const statusErrors = {
  400: {
    description: '请求参数错误：msg 指出第一个无效的字段',
    example: errorEnvelope(codes.invalidRequest, '参数 page：页码无效'),
  },
  401: {
    description: '未登录或登录已失效（读取文件时）',
    example: errorEnvelope(codes.sessionExpired, messages.sessionExpired),
  },
  403: {
    description: '无权读取该文件',
    example: errorEnvelope(codes.noPermission, messages.noPermission),
  },
  404: {
    description: '文件或表单不存在',
    example: errorEnvelope(codes.notFound, messages.notFound),
  },
  406: {
    description: '上传文件的接口收到的不是 multipart/form-data',
    example: errorEnvelope(codes.invalidRequest, messages.invalidJson),
  },
  408: {
    description: '请求体长时间没有传完',
    example: errorEnvelope(codes.invalidRequest, messages.timedOut),
  },
  413: {
    description: '请求内容过大',
    example: errorEnvelope(codes.invalidRequest, messages.tooLarge),
  },
  415: {
    description: '不支持的请求内容类型或文件类型',
    example: errorEnvelope(codes.invalidRequest, '不支持该文件类型'),
  },
  429: {
    description: '操作过于频繁，稍后重试',
    example: errorEnvelope(codes.rateLimited, messages.rateLimited),
  },
  500: {
    description: '系统异常：详情只在日志中，按请求 id 查',
    example: errorEnvelope(codes.internal, messages.internal),
  },
  503: {
    description: '系统繁忙或维护中，稍后重试（带 Retry-After）',
    example: errorEnvelope(codes.internal, messages.unavailable),
  },
} as const satisfies Record<number, unknown>;
type ErrorStatus = keyof typeof statusErrors;

/**
 * The statuses an endpoint may answer besides 200 (and a raw endpoint's redirects): those every
 * endpoint may answer, those of reading a body (a multipart one, for uploads), its own refusals',
 * and 429 when its route has a per-address rate limit.
 */
export function errorStatusesOf(
  endpoint: Pick<Endpoint, 'method' | 'multipart' | 'errorStatuses'>,
  rateLimited: boolean,
): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([
    400,
    ...(endpoint.method === 'POST' ? ([408, 413, 415] as const) : []),
    ...(endpoint.multipart ? ([406] as const) : []),
    ...(endpoint.errorStatuses ?? []),
    ...(rateLimited ? ([429] as const) : []),
    500,
    503,
  ]);
  return [...statuses].sort((a, b) => a - b);
}

/** Where the console API is, for the document read from `origin`. */
export const consoleServers = (origin = '/') => [{ url: origin, description: '本服务' }];

export type ConsoleDocumentOptions = {
  /** Where clients reach the service (scheme and host). */
  origin?: string;
  /** `METHOD url` of the routes with a per-address rate limit (they may answer 429). */
  rateLimitedRoutes?: ReadonlySet<string>;
};

/** `METHOD url` of a route, as `rateLimitedRoutes` holds it. */
export const routeKey = (method: string, url: string) => `${method} ${url}`;

/**
 * The console API as OpenAPI 3.1, generated from the contract's endpoint table: there is no
 * second description. Every request and `data` schema is a component; every answer is the
 * envelope `{ code, msg, data }`.
 */
export function consoleDocument(options: ConsoleDocumentOptions = {}) {
  const components = schemaComponents();
  const errorEnvelopeRef = components.add('ErrorEnvelope', {
    type: 'object',
    description: '失败的信封：code 不为 0，msg 为给用户看的中文说明',
    properties: {
      code: { type: 'integer', not: { const: 0 } },
      msg: { type: 'string' },
      data: {},
    },
    required: ['code', 'msg', 'data'],
  });
  /** The error answers operations refer to, one per status. */
  const responses: Record<string, unknown> = {};
  const errorResponse = (status: ErrorStatus) => {
    const { description, example } = statusErrors[status];
    responses[`Status${status}`] = {
      description,
      content: { 'application/json': { schema: errorEnvelopeRef, example } },
    };
    return { $ref: `#/components/responses/Status${status}` };
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
    const url = endpointUrl(endpoint);
    const type = pascal(name);
    const parameters = [
      ...(endpoint.params ? components.parameters(endpoint.params, 'path') : []),
      ...(endpoint.method === 'GET' ? components.parameters(endpoint.request, 'query') : []),
    ];
    const requestBody =
      endpoint.method !== 'POST'
        ? undefined
        : endpoint.multipart
          ? {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    properties: { file: { type: 'string', contentEncoding: 'binary' } },
                    required: ['file'],
                  },
                },
              },
            }
          : {
              content: {
                'application/json': {
                  schema: components.add(`${type}Request`, endpoint.request, 'input'),
                },
              },
            };
    const success = endpoint.response
      ? {
          description: '成功（code 为 0，data 为结果）或被拒绝（code 不为 0，msg 为原因）',
          content: {
            'application/json': {
              schema: {
                anyOf: [
                  components.add(`${type}Response`, {
                    type: 'object',
                    properties: {
                      code: { const: 0 },
                      msg: { type: 'string' },
                      data: components.add(`${type}Data`, endpoint.response),
                    },
                    required: ['code', 'msg', 'data'],
                  }),
                  errorEnvelopeRef,
                ],
              },
              ...(endpoint.access !== 'public' && {
                examples: {
                  sessionExpired: {
                    summary: '登录已失效',
                    value: errorEnvelope(codes.sessionExpired, messages.sessionExpired),
                  },
                },
              }),
            },
          },
        }
      : {
          description: '文件或图片本身',
          content: { '*/*': { schema: { type: 'string', contentEncoding: 'binary' } } },
        };
    const rateLimited = options.rateLimitedRoutes?.has(routeKey(endpoint.method, url)) ?? false;
    const path = url.replace(/:(\w+)/g, '{$1}');
    paths[path] = {
      ...paths[path],
      [endpoint.method.toLowerCase()]: {
        operationId: name,
        tags: [domains[endpoint.domain].name],
        summary: endpoint.summary,
        description: `权限：${describePermission(endpoint)}`,
        'x-silent': endpoint.silent,
        'x-access': endpoint.access,
        ...(endpoint.menu && { 'x-menu': endpoint.menu }),
        security: endpoint.access === 'public' ? [] : [{ token: [], nonce: [] }],
        ...(parameters.length > 0 && { parameters }),
        ...(requestBody && { requestBody }),
        responses: {
          200: success,
          ...Object.fromEntries(
            errorStatusesOf(endpoint, rateLimited).map((status) => [status, errorResponse(status)]),
          ),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '5G智能平台 控制台接口',
      version: '1.0.0',
      description:
        '控制台（浏览器）调用的接口。每个应答都是信封 {code, msg, data}：code 为 0 表示成功；登录失效（1003、1006）、请求失效（1008）、无权限（1007）等拒绝也以 HTTP 200 返回，msg 为中文原因。',
      license: { name: '仅限授权使用', identifier: 'LicenseRef-Proprietary' },
    },
    servers: consoleServers(options.origin),
    tags: Object.values(domains),
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            '登录返回的 token（可带 Bearer 前缀）；临近过期时应答头 Authorization 带新的 token',
        },
        nonce: {
          type: 'apiKey',
          in: 'header',
          name: nonceHeader,
          description:
            '每个请求一个新的随机串：“毫秒时间戳-随机串”以 token 的后24个字符为密钥 AES 加密；只能用一次，时间与服务器相差不超过5分钟',
        },
      },
      schemas: components.schemas,
      responses,
    },
    paths,
  };
}
