import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { openApiDocument } from './open-api-document.ts';

/** The developer API's types, committed so that the client typechecks without a build step. */
export const openApiTypesFile = fileURLToPath(new URL('./open-api-types.ts', import.meta.url));

const header = `// Generated from the developer API's document by openapi-typescript; do not edit.
// Regenerate after changing the document: npx tsx api/scripts/open-api-types.ts
`;

/** What `open-api-types.ts` holds when it is up to date with the document. */
export async function openApiTypesSource() {
  // A request field with a default may be left out: it is not required of the client.
  const ast = await openapiTS(openApiDocument() as unknown as Parameters<typeof openapiTS>[0], {
    defaultNonNullable: false,
  });
  const config = await resolveConfig(openApiTypesFile);
  return format(`${header}\n${astToString(ast)}`, { ...config, filepath: openApiTypesFile });
}
