import { mergeAttributes, Node, type Extensions } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { StarterKit } from '@tiptap/starter-kit';
import { isArticleLink } from './article-document.ts';

/**
 * The one Tiptap schema of an article body (`articleBody` in `article-document.ts` is its JSON):
 * the console's editor edits with it and the service renders the stored HTML with it, so what the
 * editor shows is what the public page serves. Package export `@p5g/api/contract/article`.
 */

/** The material a media node shows, kept on the element for the editor's round trip. */
const materialAttributes = {
  materialId: {
    default: null,
    parseHTML: (element: { getAttribute: (name: string) => string | null }) =>
      element.getAttribute('data-material-id'),
    renderHTML: (attributes: Record<string, unknown>) => ({
      'data-material-id': attributes.materialId,
    }),
  },
  src: { default: null },
};

const ArticleImage = Image.extend({
  addAttributes() {
    // The file's size, set by the service, so that the page keeps the image's place before it loads.
    return {
      ...materialAttributes,
      alt: { default: '' },
      width: { default: null },
      height: { default: null },
    };
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes, { loading: 'lazy' })];
  },
});

/** A video of the material library, played with the browser's controls, inline on phones. */
export const ArticleVideo = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { ...materialAttributes, poster: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'video[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'video',
      mergeAttributes(HTMLAttributes, {
        controls: 'controls',
        playsinline: 'playsinline',
        preload: 'metadata',
      }),
    ];
  },
});

/** An audio of the material library, played with the browser's controls. */
export const ArticleAudio = Node.create({
  name: 'audio',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return materialAttributes;
  },
  parseHTML() {
    return [{ tag: 'audio[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'audio',
      mergeAttributes(HTMLAttributes, { controls: 'controls', preload: 'metadata' }),
    ];
  },
});

export const articleExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: true,
      isAllowedUri: (url) => isArticleLink(url),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow', class: null },
    },
  }),
  ArticleImage,
  ArticleVideo,
  ArticleAudio,
];
