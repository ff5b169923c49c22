import { templateContent, type TemplateContent } from '../contract/schemas/messaging.ts';
import { fillVariables } from './variables.ts';

const placeholder = /\{[^{}"\\]{1,30}\}/;

/**
 * The check of a template's limits once one recipient's values are filled in (a long name can
 * make a card title too long, a value can make a link invalid): for each recipient's values, null
 * when they keep every limit, else the first broken limit's message. Made once per template and
 * used for every recipient; a template without placeholders is not checked again.
 */
export function limitsOnceFilled(content: TemplateContent) {
  const json = JSON.stringify(content);
  if (!placeholder.test(json)) return () => null;
  return (values: Record<string, string>) => {
    const filled = templateContent.safeParse(JSON.parse(fillVariables(json, values)));
    return filled.success ? null : filled.error.issues[0]!.message;
  };
}
