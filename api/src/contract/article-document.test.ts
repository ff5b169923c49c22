import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { articleDocumentArbitrary } from './article-document.arbitrary.ts';
import {
  articleDocument,
  articlePaidFeatures,
  bodyMaterialIds,
  freeDailyViews,
  isArticleLink,
  listDepth,
  publicArticleState,
  type ArticleDocumentInput,
} from './article-document.ts';

const minimal: ArticleDocumentInput = {
  title: '政策解读',
  body: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: '正文' }] }],
  },
};

const messagesOf = (input: unknown) => {
  const result = articleDocument.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('articleDocument', () => {
  it('accepts every generated document and keeps it as given', () => {
    fc.assert(
      fc.property(articleDocumentArbitrary, (input) => {
        const parsed = articleDocument.parse(input);
        expect(parsed.body).toEqual(input.body);
        expect(articleDocument.parse(parsed)).toEqual(parsed);
      }),
      { numRuns: 200 },
    );
  });

  it('fills the defaults of a minimal document', () => {
    expect(articleDocument.parse(minimal)).toMatchObject({
      version: 1,
      cover: null,
      summary: '',
      mapPoint: null,
      related: [],
      unlimitedVisits: false,
    });
  });

  it('limits the title to 20 characters and the related items to 5 of 45', () => {
    expect(messagesOf({ ...minimal, title: '一'.repeat(21) })).toEqual(['标题不能超过20个字符']);
    expect(messagesOf({ ...minimal, title: '  ' })).toEqual(['请填写标题']);
    const item = { title: '相关', url: 'http://example.com' };
    expect(messagesOf({ ...minimal, related: Array(6).fill(item) })).toEqual(['相关资讯最多5条']);
    expect(messagesOf({ ...minimal, related: [{ ...item, title: '一'.repeat(46) }] })).toEqual([
      '相关资讯标题不能超过45个字符',
    ]);
    expect(messagesOf({ ...minimal, related: [{ ...item, url: 'ftp://example.com' }] })).toEqual([
      '链接须以http://或https://开头，或为本平台的分享预览链接',
    ]);
  });

  it('refuses an empty body, unknown nodes, other heading levels and script links', () => {
    expect(messagesOf({ ...minimal, body: { type: 'doc', content: [] } })).toEqual(['请填写正文']);
    for (const block of [
      { type: 'codeBlock', content: [{ type: 'text', text: 'x' }] },
      { type: 'heading', attrs: { level: 1 }, content: [] },
      { type: 'blockquote', content: [] },
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'x',
            marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
          },
        ],
      },
      { type: 'image', attrs: { materialId: '1', src: 'data:image/png;base64,AAAA' } },
      { type: 'image', attrs: { materialId: '1', src: '//evil.example/x.png' } },
      { type: 'video', attrs: { materialId: 'x', src: '/a.mp4' } },
    ]) {
      expect(messagesOf({ ...minimal, body: { type: 'doc', content: [block] } })).not.toEqual([]);
    }
  });

  it('drops attributes the schema does not name', () => {
    const parsed = articleDocument.parse({
      ...minimal,
      body: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            attrs: { style: 'x' },
            content: [
              {
                type: 'text',
                text: 'a',
                marks: [
                  { type: 'link', attrs: { href: 'https://a.cn', onclick: 'x', target: '_self' } },
                ],
              },
            ],
          },
          { type: 'image', attrs: { materialId: '7', src: '/f/7', onerror: 'x', style: 'x' } },
        ],
      },
    });
    expect(parsed.body.content).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'a', marks: [{ type: 'link', attrs: { href: 'https://a.cn' } }] },
        ],
      },
      {
        type: 'image',
        attrs: { materialId: '7', src: '/f/7', alt: '', width: null, height: null },
      },
    ]);
  });

  it('limits the nesting of lists', () => {
    const nest = (depth: number): unknown =>
      depth === 0
        ? { type: 'paragraph' }
        : {
            type: 'bulletList',
            content: [{ type: 'listItem', content: [{ type: 'paragraph' }, nest(depth - 1)] }],
          };
    const deep = articleDocument.safeParse({
      ...minimal,
      body: { type: 'doc', content: [nest(4)] },
    });
    expect(deep.success).toBe(false);
    const ok = articleDocument.parse({ ...minimal, body: { type: 'doc', content: [nest(3)] } });
    expect(listDepth(ok.body.content)).toBe(3);
  });
});

describe('isArticleLink', () => {
  it.each([
    ['http://example.com', true],
    ['https://example.com/a?b=c#d', true],
    ['/v2/articlePreview/12', true],
    ['/v2/articleContent/12', true],
    ['/v2/login', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>', false],
    ['https://example.com/"onmouseover=x', false],
    ['//example.com', false],
    ['mailto:a@b.cn', false],
  ])('%s → %s', (link, allowed) => {
    expect(isArticleLink(link)).toBe(allowed);
  });
});

describe('paid-exclusive features and the public state', () => {
  const withVideo = articleDocument.parse({
    ...minimal,
    body: {
      type: 'doc',
      content: [
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph' },
                { type: 'video', attrs: { materialId: '5', src: '/f/5' } },
              ],
            },
          ],
        },
        { type: 'image', attrs: { materialId: '6', src: '/f/6' } },
        { type: 'image', attrs: { materialId: '6', src: '/f/6' } },
      ],
    },
  });

  it('finds video blocks, nested ones too, and the unlimited visits', () => {
    expect(articlePaidFeatures(articleDocument.parse(minimal))).toEqual([]);
    expect(articlePaidFeatures(withVideo)).toEqual(['video']);
    expect(articlePaidFeatures({ ...withVideo, unlimitedVisits: true })).toEqual([
      'video',
      'unlimitedVisits',
    ]);
    expect(bodyMaterialIds(withVideo.body)).toEqual(['5', '6']);
  });

  it('pauses an unpaid page first, then applies the daily visit limit without 不限访问量', () => {
    const free = articleDocument.parse(minimal);
    expect(publicArticleState(free, { paidFeaturesPayable: false, viewsToday: 0 })).toBe('open');
    expect(
      publicArticleState(free, { paidFeaturesPayable: true, viewsToday: freeDailyViews }),
    ).toBe('limitReached');
    expect(publicArticleState(withVideo, { paidFeaturesPayable: false, viewsToday: 0 })).toBe(
      'paused',
    );
    const unlimited = { ...free, unlimitedVisits: true };
    expect(
      publicArticleState(unlimited, { paidFeaturesPayable: true, viewsToday: freeDailyViews * 10 }),
    ).toBe('open');
    expect(publicArticleState(unlimited, { paidFeaturesPayable: false, viewsToday: 0 })).toBe(
      'paused',
    );
  });
});
