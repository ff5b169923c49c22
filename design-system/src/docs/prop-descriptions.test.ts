import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { withCustomConfig } from 'react-docgen-typescript';
import { describe, expect, it } from 'vitest';
import {
  describeInheritedProps,
  hasChinese,
  inheritedPropDescriptions,
  isDocumentedProp,
} from './inherited-props.ts';

// The prop tables of the docs pages are read by docgen from the components' doc comments (and, for
// props inherited from react-aria, from `inheritedPropDescriptions`): designers read them, so every
// public component's every listed prop needs a Chinese description. Same options as .storybook/main.ts.

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const index = readFileSync(path.join(src, 'index.ts'), 'utf8');
const exported = new Set<string>();
const files = new Set<string>();
for (const [, names, file] of index.matchAll(
  /^export \{([^}]*)\} from '\.\/(components\/[^']+\.tsx)';/gm,
)) {
  for (const name of names!.split(',')) exported.add(name.trim());
  files.add(path.join(src, file!));
}

const parser = withCustomConfig(path.join(src, '../tsconfig.json'), {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  propFilter: isDocumentedProp,
});
const docs = parser.parse([...files]).filter((doc) => exported.has(doc.displayName));

describe('prop descriptions in the docs pages', () => {
  it('covers the public components', () => {
    for (const name of ['Button', 'TextField', 'Table', 'Tabs', 'Dialog', 'RcsPreview']) {
      expect(docs.map((doc) => doc.displayName)).toContain(name);
    }
  });

  it.each(docs.map((doc) => [doc.displayName, doc] as const))(
    '%s: every prop in Chinese',
    (_, doc) => {
      const english = Object.values(doc.props)
        .filter(
          (prop) => !hasChinese.test(prop.description) && !inheritedPropDescriptions[prop.name],
        )
        .map((prop) => `${prop.name}: ${prop.description || '(none)'}`);
      expect(english).toEqual([]);
    },
  );
});

describe("the docs pages' prop descriptions", () => {
  const enhance = (argTypes: Record<string, { name: string; description?: string }>) =>
    describeInheritedProps({ argTypes } as unknown as Parameters<typeof describeInheritedProps>[0]);

  it("replaces react-aria's English with the Chinese table, keeps our own and drops the English before it", () => {
    const described = enhance({
      isDisabled: { name: 'isDisabled', description: 'Whether the button is disabled.' },
      variant: { name: 'variant', description: '视觉强调程度。默认 `secondary`。' },
      delay: {
        name: 'delay',
        description: 'The delay time for the tooltip to show up.\n提示打开前的悬停时间（毫秒）。',
      },
      slot: { name: 'slot', description: 'A slot name.' },
    });
    expect(described.isDisabled?.description).toBe(inheritedPropDescriptions.isDisabled);
    expect(described.variant?.description).toBe('视觉强调程度。默认 `secondary`。');
    expect(described.delay?.description).toBe('提示打开前的悬停时间（毫秒）。');
    expect(described.slot?.description).toBe('A slot name.');
  });

  it("shows react-aria's quoted defaults like our own", () => {
    const described = describeInheritedProps({
      argTypes: {
        type: { name: 'type', table: { defaultValue: { summary: `"'button'"` } } },
        variant: { name: 'variant', table: { defaultValue: { summary: '"secondary"' } } },
      },
    } as unknown as Parameters<typeof describeInheritedProps>[0]);
    expect(described.type?.table?.defaultValue?.summary).toBe('"button"');
    expect(described.variant?.table?.defaultValue?.summary).toBe('"secondary"');
  });
});
