import fs from 'node:fs';
import { expect, it } from 'vitest';
import { openApiTypesFile, openApiTypesSource } from './open-api-types-source.ts';

it('the typed client’s types are generated from the current document', async () => {
  // When this fails, regenerate them: npx tsx api/scripts/open-api-types.ts
  expect(fs.readFileSync(openApiTypesFile, 'utf8')).toBe(await openApiTypesSource());
}, 30_000);
