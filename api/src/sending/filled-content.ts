import { templateContent, type TemplateContent } from '../contract/schemas/messaging.ts';
import { fillVariables } from './variables.ts';

const placeholder = /\{[^{}"\\]{1,30}\}/;

/**
 * Whether one recipient's values keep a template within its limits once filled in (a long name
 * can make a card title too long, a value can make a link invalid): null when they do, else the
 * first broken limit's message. A template without placeholders is not checked again.
 */
export function brokenLimit(content: TemplateContent, values: Record<string, string>) {
  const json = JSON.stringify(content);
  if (!placeholder.test(json)) return null;
  const filled = templateContent.safeParse(JSON.parse(fillVariables(json, values)));
  return filled.success ? null : filled.error.issues[0]!.message;
}
