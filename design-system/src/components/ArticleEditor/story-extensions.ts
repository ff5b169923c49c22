import { Mark, Node, mergeAttributes, type Extensions } from '@tiptap/core';

// The stories' own schema, from @tiptap/core alone: the design system never imports the app's
// extension list. Same node and mark names and attributes as an article body (paragraph,
// heading 2–3, lists, bold, italic, link, image, video, audio, hard break), with the keyboard
// shortcuts the stories use.

const block = (name: string, tag: string, content: string, group = 'block') =>
  Node.create({
    name,
    group,
    content,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });

const media = (name: string, tag: string, attributes: string[]) =>
  Node.create({
    name,
    group: 'block',
    atom: true,
    draggable: true,
    addAttributes: () =>
      Object.fromEntries(
        ['src', 'materialId', ...attributes].map((attribute) => [attribute, { default: null }]),
      ),
    parseHTML: () => [{ tag: `${tag}[src]` }],
    renderHTML: ({ HTMLAttributes }) => [
      tag,
      mergeAttributes(tag === 'img' ? {} : { controls: 'true' }, HTMLAttributes),
    ],
  });

const textMark = (name: string, tag: string, shortcut: string) =>
  Mark.create({
    name,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
    addKeyboardShortcuts() {
      return { [shortcut]: () => this.editor.commands.toggleMark(name) };
    },
  });

export const storyExtensions: Extensions = [
  Node.create({ name: 'doc', topNode: true, content: 'block+' }),
  Node.create({ name: 'text', group: 'inline' }),
  block('paragraph', 'p', 'inline*'),
  Node.create({
    name: 'heading',
    group: 'block',
    content: 'inline*',
    defining: true,
    addAttributes: () => ({ level: { default: 2, rendered: false } }),
    parseHTML: () => [2, 3].map((level) => ({ tag: `h${level}`, attrs: { level } })),
    renderHTML: ({ node, HTMLAttributes }) => [`h${String(node.attrs.level)}`, HTMLAttributes, 0],
  }),
  block('bulletList', 'ul', 'listItem+', 'block list'),
  block('orderedList', 'ol', 'listItem+', 'block list'),
  Node.create({
    name: 'listItem',
    content: 'paragraph block*',
    defining: true,
    parseHTML: () => [{ tag: 'li' }],
    renderHTML: ({ HTMLAttributes }) => ['li', HTMLAttributes, 0],
    addKeyboardShortcuts() {
      return {
        Enter: () => this.editor.commands.splitListItem(this.name),
        Tab: () => this.editor.commands.sinkListItem(this.name),
        'Shift-Tab': () => this.editor.commands.liftListItem(this.name),
      };
    },
  }),
  Node.create({
    name: 'hardBreak',
    group: 'inline',
    inline: true,
    selectable: false,
    parseHTML: () => [{ tag: 'br' }],
    renderHTML: () => ['br'],
  }),
  media('image', 'img', ['alt']),
  media('video', 'video', ['poster']),
  media('audio', 'audio', []),
  textMark('bold', 'strong', 'Mod-b'),
  textMark('italic', 'em', 'Mod-i'),
  Mark.create({
    name: 'link',
    inclusive: false,
    addAttributes: () => ({ href: { default: null } }),
    parseHTML: () => [{ tag: 'a[href]' }],
    renderHTML: ({ HTMLAttributes }) => [
      'a',
      mergeAttributes(HTMLAttributes, { rel: 'noopener noreferrer nofollow' }),
      0,
    ],
  }),
];

/** An article body to start the stories from. */
export const sampleArticle = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '办理须知' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: '自12月1日起，' },
        { type: 'text', text: '社保卡补办', marks: [{ type: 'bold' }] },
        { type: 'text', text: '可在政务服务大厅一次办结。详见' },
        {
          type: 'text',
          text: '办事指南',
          marks: [{ type: 'link', attrs: { href: 'https://www.example.gov.cn/guide' } }],
        },
        { type: 'text', text: '。' },
      ],
    },
    {
      type: 'bulletList',
      content: ['携带本人身份证', '填写补办申请表'].map((text) => ({
        type: 'listItem',
        content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
      })),
    },
  ],
};
