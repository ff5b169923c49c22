import { importColumns } from '../contract/schemas/contacts.ts';

/**
 * What fills a recipient's placeholders: its contact's variables, and its name as {姓名} unless a
 * variable of that name says otherwise (the address book's 姓名 column is a variable to a customer).
 */
export function recipientVariables(name: string, variables: Record<string, string>) {
  return name ? { [importColumns.name]: name, ...variables } : variables;
}

/** Replaces {name} placeholders inside JSON text; values are escaped as JSON string content. */
export function fillVariables(json: string, variables: Record<string, string>) {
  return json.replace(/\{([^{}"\\]{1,30})\}/g, (whole, name: string) =>
    name in variables ? JSON.stringify(variables[name]).slice(1, -1) : whole,
  );
}
