/// <reference types="vite/client" />
import type { ComponentProps } from 'react';
import {
  ArgTypes,
  Description,
  Heading,
  Markdown,
  Primary,
  Stories,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';

// The designers' guidance for each component, in Chinese, one Markdown file per docs page named
// after the last segment of its title (Overlays/Dialog → guidance/Dialog.md).
const guidance = import.meta.glob<string>('./guidance/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Every component's docs page: summary and guidance (何时使用, 最佳实践 with the do/don't stories,
 * 文案规范), the primary story, every prop (ArgTypes rather than Controls, so a story that turns
 * its controls off never empties the table), then the other stories. A component without a
 * guidance file yet falls back to its JSDoc.
 */
export function ComponentPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const name = preparedMeta.title.split('/').at(-1);
  const text = guidance[`./guidance/${name}.md`];
  return (
    <>
      <Title />
      {text ? <Markdown>{text}</Markdown> : <Description of="meta" />}
      <Primary />
      <Heading>属性</Heading>
      <ArgTypes />
      <Stories title="示例" />
    </>
  );
}

/**
 * The docs pages' Description block (`parameters.docs.components`): the page's own description
 * only. A story's doc comment is an engineer's note on what it checks, in English; on the page
 * the Chinese guidance above says what each example shows.
 */
export function PageDescriptionOnly(props: ComponentProps<typeof Description>) {
  return props.of === 'meta' ? <Description {...props} /> : null;
}
