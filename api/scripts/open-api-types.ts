// Writes the developer API's types (api/src/openapi/open-api-types.ts) from its document.
import fs from 'node:fs';
import { openApiTypesFile, openApiTypesSource } from '../src/openapi/open-api-types-source.ts';

fs.writeFileSync(openApiTypesFile, await openApiTypesSource());
