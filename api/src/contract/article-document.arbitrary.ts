import fc from 'fast-check';
import {
  isArticleLink,
  type ArticleBlock,
  type ArticleDocumentInput,
  type ArticleInline,
  type ArticleListItem,
  type ArticleMark,
} from './article-document.ts';

/**
 * fast-check generators of valid article documents, for the property tests of the contract and of
 * the renderer: text full of what HTML must escape, every mark, block and media kind, nested lists.
 */

const characters = fc.constantFrom(
  ...'ab 中文，。<>&"\'/=;:`{}()[]!?#%-_+*@~'.split(''),
  '\u00a0',
  '😀',
);
const words = fc.array(characters, { minLength: 1, maxLength: 30 }).map((c) => c.join(''));

const links = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }).filter(isArticleLink),
  fc.constantFrom(
    'http://example.com/a?b=1&c=2',
    'https://gov.example.cn/政策/解读',
    '/v2/articlePreview/123',
    '/v2/articleContent/456',
  ),
);

const materialId = fc.bigInt({ min: 1n, max: 9_000_000_000_000_000_000n }).map(String);
const mediaUrl = fc.oneof(
  materialId.map((id) => `/api/platform/files/${id}?expires=1800000000&signature=abc_-1`),
  fc.webUrl().filter((url) => isArticleLink(url) && !url.startsWith('/')),
);

const mark: fc.Arbitrary<ArticleMark> = fc.oneof(
  fc.constant({ type: 'bold' as const }),
  fc.constant({ type: 'italic' as const }),
  links.map((href) => ({ type: 'link' as const, attrs: { href } })),
);
const marks = fc.uniqueArray(mark, { maxLength: 3, selector: (m) => m.type });

const inline: fc.Arbitrary<ArticleInline> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ type: fc.constant('text' as const), text: words, marks }) },
  { weight: 1, arbitrary: fc.constant({ type: 'hardBreak' as const }) },
);
const inlines = fc.array(inline, { maxLength: 6 });

const paragraph = inlines.map((content) => ({ type: 'paragraph' as const, content }));

const leafBlock: fc.Arbitrary<ArticleBlock> = fc.oneof(
  { weight: 4, arbitrary: paragraph },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('heading' as const),
      attrs: fc.record({ level: fc.constantFrom(2 as const, 3 as const) }),
      content: inlines,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('image' as const),
      attrs: fc.record({
        materialId,
        src: mediaUrl,
        alt: words.map((w) => w.trim()),
        width: fc.option(fc.integer({ min: 1, max: 100_000 })),
        height: fc.option(fc.integer({ min: 1, max: 100_000 })),
      }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('video' as const),
      attrs: fc.record({ materialId, src: mediaUrl, poster: fc.option(mediaUrl) }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('audio' as const),
      attrs: fc.record({ materialId, src: mediaUrl }),
    }),
  },
);

/** Blocks with lists nested up to `depth` levels. */
const blocksUpTo = (depth: number): fc.Arbitrary<ArticleBlock> => {
  if (depth === 0) return leafBlock;
  const item: fc.Arbitrary<ArticleListItem> = fc
    .tuple(paragraph, fc.array(blocksUpTo(depth - 1), { maxLength: 2 }))
    .map(([first, rest]) => ({ type: 'listItem', content: [first, ...rest] }));
  const items = fc.array(item, { minLength: 1, maxLength: 3 });
  return fc.oneof(
    { weight: 4, arbitrary: leafBlock },
    { weight: 1, arbitrary: items.map((content) => ({ type: 'bulletList' as const, content })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 99 }), items)
        .map(([start, content]) => ({ type: 'orderedList' as const, attrs: { start }, content })),
    },
  );
};

export const articleBodyArbitrary = fc
  .array(blocksUpTo(3), { minLength: 1, maxLength: 8 })
  .map((content) => ({ type: 'doc' as const, content }));

const line = (max: number) =>
  fc
    .array(fc.constantFrom(...'政策解读通知活动<>&"x'.split('')), { minLength: 1, maxLength: max })
    .map((c) => c.join(''))
    .filter((s) => s.trim().length > 0);

export const articleDocumentArbitrary: fc.Arbitrary<ArticleDocumentInput> = fc.record({
  title: line(20),
  cover: fc.option(fc.record({ materialId, src: mediaUrl })),
  summary: line(120),
  body: articleBodyArbitrary,
  mapPoint: fc.option(
    fc.record({
      title: line(50),
      address: line(100),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
    }),
  ),
  related: fc.array(fc.record({ title: line(45), url: links }), { maxLength: 5 }),
  unlimitedVisits: fc.boolean(),
});
