import { z } from 'zod';
import { describePermission } from './contract/permissions.ts';
import { endpointUrl, endpoints, type Endpoint } from './contract/endpoints.ts';
import { envelope } from './contract/envelope.ts';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' });

const queryParameters = (schema: z.ZodType, location: 'query' | 'path') => {
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
    properties?: Record<string, object>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.includes(name),
    schema: property,
  }));
};

/** OpenAPI 3.1, generated from the contract's endpoint table: there is no second description. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
    const url = endpointUrl(endpoint).replace(/:(\w+)/g, '{$1}');
    const parameters = [
      ...(endpoint.params ? queryParameters(endpoint.params, 'path') : []),
      ...(endpoint.method === 'GET' ? queryParameters(endpoint.request, 'query') : []),
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
          : { content: { 'application/json': { schema: jsonSchema(endpoint.request, 'input') } } };
    paths[url] = {
      ...paths[url],
      [endpoint.method.toLowerCase()]: {
        operationId: name,
        summary: endpoint.summary,
        description: `权限：${describePermission(endpoint)}`,
        'x-silent': endpoint.silent,
        'x-access': endpoint.access,
        ...(endpoint.menu && { 'x-menu': endpoint.menu }),
        security: endpoint.access === 'public' ? [] : [{ token: [], nonce: [] }],
        ...(parameters.length > 0 && { parameters }),
        ...(requestBody && { requestBody }),
        responses: {
          200: endpoint.response
            ? {
                description: '信封 {code, msg, data}；code 为 0 表示成功',
                content: {
                  'application/json': { schema: jsonSchema(envelope(endpoint.response), 'output') },
                },
              }
            : { description: '文件或图片本身' },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: '5G智能平台 API', version: '1.0.0' },
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization' },
        nonce: { type: 'apiKey', in: 'header', name: 'nonce' },
      },
    },
    paths,
  };
}
