import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** The folder names listed in a README's first tree (a fenced block), one `name/` a line. */
function treeFolders(readme: string): Set<string> {
  const text = fs.readFileSync(path.join(repoRoot, readme), 'utf8');
  const tree = /```[a-z]*\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
  return new Set([...tree.matchAll(/^\s*([\w.-]+)\//gm)].map((m) => m[1]!));
}

const sourceFolders = (folder: string) =>
  fs
    .readdirSync(path.join(repoRoot, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe.each([
  { readme: 'api/README.md', source: 'api/src' },
  { readme: 'console/README.md', source: 'console/src' },
])('$readme', ({ readme, source }) => {
  it(`lists every top-level folder of ${source} in its tree`, () => {
    const listed = treeFolders(readme);
    expect(sourceFolders(source).filter((name) => !listed.has(name))).toEqual([]);
  });
});
