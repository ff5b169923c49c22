import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@p5g/api/contract';
import { roleChoiceTree } from './role-choices.ts';

const titles = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((e) => [e.title, ...titles(e.children ?? [])]);

describe('the role dialog choices', () => {
  it('name every menu once, each drafts box by its module', () => {
    const shown = titles(roleChoiceTree);
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.filter((title, i) => shown.indexOf(title) !== i)).toEqual([]);
    expect(shown).toEqual(expect.arrayContaining(['微应用草稿箱', '微传播草稿箱']));
  });
});
