import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The GSMA RCC.07 chatbot message JSON schema (draft-04), as published in the public repository
 * easy5g/message (`CardJsonSchema.json`), the same JSON as §9.4.7 of 中国电信-中国联通《5G消息业务
 * 平台行业客户接入接口技术规范》V1.0.4. Ajv speaks draft-07, which reads it unchanged once its
 * draft-04 `id` is named `$id`.
 */
function chatbotMessageSchema() {
  const schema = JSON.parse(
    readFileSync(new URL('./rcc07-chatbot-message-schema.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  schema.$id = schema.id;
  delete schema.id;
  delete schema.$schema;
  return schema;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
const validate = ajv.compile(chatbotMessageSchema());

/** What the RCC.07 schema finds wrong with one JSON part of a message; empty when it is valid. */
export function schemaErrors(part: unknown): string[] {
  return validate(part)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());
}
