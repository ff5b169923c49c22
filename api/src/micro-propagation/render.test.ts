import { getSchema } from '@tiptap/core';
import { Node } from '@tiptap/pm/model';
import { generateHTML } from '@tiptap/html/server';
import fc from 'fast-check';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { articleBodyArbitrary } from '../contract/article-document.arbitrary.ts';
import { articleBody, type ArticleBody } from '../contract/article-document.ts';
import { articleExtensions } from '../contract/article-extensions.ts';
import { renderArticleBody, sanitizeArticleHtml } from './render.ts';

/** The same serialiser with nothing disallowed: what the allow-list would drop shows as a difference. */
const unfiltered = (html: string) =>
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowedSchemes: ['http', 'https', 'data', 'javascript', 'mailto'],
    allowVulnerableTags: true,
    parseStyleAttributes: false,
  });

const body = (...content: unknown[]): ArticleBody => articleBody.parse({ type: 'doc', content });

describe('renderArticleBody', () => {
  it('renders every valid body to HTML the allow-list accepts unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(articleBodyArbitrary, async (generated) => {
        const raw = generateHTML(articleBody.parse(generated), articleExtensions);
        expect(sanitizeArticleHtml(raw)).toBe(unfiltered(raw));
        const stored = await renderArticleBody(articleBody.parse(generated));
        expect(sanitizeArticleHtml(stored)).toBe(stored);
      }),
      { numRuns: 150 },
    );
    // A few milliseconds a document; more on a busy machine.
  }, 60_000);

  it("is the editor's own schema: every valid body is a valid editor document, whose JSON the contract takes back as the same article", async () => {
    const schema = getSchema(articleExtensions);
    await fc.assert(
      fc.asyncProperty(articleBodyArbitrary, async (generated) => {
        const body = articleBody.parse(generated);
        const node = Node.fromJSON(schema, body);
        node.check();
        // The editor writes it canonically (marks in schema order, adjacent texts joined).
        expect(await renderArticleBody(articleBody.parse(node.toJSON()))).toBe(
          await renderArticleBody(body),
        );
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('renders each kind of block as the public page shows it', async () => {
    const html = await renderArticleBody(
      body(
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '一、背景' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '加粗', marks: [{ type: 'bold' }] },
            { type: 'hardBreak' },
            {
              type: 'text',
              text: '链接',
              marks: [{ type: 'link', attrs: { href: 'https://gov.cn' } }],
            },
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: '第三' }] }],
            },
          ],
        },
        {
          type: 'image',
          attrs: { materialId: '11', src: '/api/h5/article/media/1/11', alt: '现场' },
        },
        {
          type: 'video',
          attrs: {
            materialId: '12',
            src: '/api/h5/article/media/1/12',
            poster: '/api/h5/article/media/1/12-cover',
          },
        },
        { type: 'audio', attrs: { materialId: '13', src: '/api/h5/article/media/1/13' } },
      ),
    );
    expect(html).toBe(
      '<h2>一、背景</h2>' +
        '<p><strong>加粗</strong><br /><a target="_blank" rel="noopener noreferrer nofollow" href="https://gov.cn">链接</a></p>' +
        '<ol start="3"><li><p>第三</p></li></ol>' +
        '<img data-material-id="11" src="/api/h5/article/media/1/11" alt="现场" loading="lazy" />' +
        '<video data-material-id="12" src="/api/h5/article/media/1/12" poster="/api/h5/article/media/1/12-cover" controls="controls" playsinline="playsinline" preload="metadata"></video>' +
        '<audio data-material-id="13" src="/api/h5/article/media/1/13" controls="controls" preload="metadata"></audio>',
    );
  });

  it('escapes markup typed as text', async () => {
    expect(
      await renderArticleBody(
        body({ type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] }),
      ),
    ).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});

describe('sanitizeArticleHtml', () => {
  it.each([
    ['<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['<img src="x" onerror="alert(1)" />', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=" />', '<img />'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['<p style="background:url(x)" class="c" id="i">t</p>', '<p>t</p>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    [
      '<video src="https://a.cn/v.mp4" onplay="x" autoplay></video>',
      '<video src="https://a.cn/v.mp4"></video>',
    ],
  ])('%s → %s', (dirty, clean) => {
    expect(sanitizeArticleHtml(dirty)).toBe(clean);
  });
});
