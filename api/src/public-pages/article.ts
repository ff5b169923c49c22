import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tempLinkStates } from '../contract/article-document.ts';
import { endpointUrl, endpoints } from '../contract/endpoints.ts';
import type { ArticlePage, ArticleTempGatePage } from '../contract/public-pages.ts';
import type { PublicArticle } from '../contract/schemas/micro-propagation.ts';
import {
  articleContentPath,
  articlePreviewPath,
  articleTempPath,
  basePath,
} from '../contract/web-routes.ts';
import { ApiError } from '../errors.ts';
import {
  articleNotFound,
  derivedKey,
  findPublicArticle,
  findPublicArticlePage,
  proveTempLinkMobile,
  recordPageView,
  sendTempLinkCode,
  tempLinkArticle,
  type TempLinkPass,
} from '../micro-propagation/public-articles.ts';
import { articleDayChargesJob } from '../micro-propagation/charges.ts';
import { mobilePattern } from '../contract/patterns.ts';
import { allowWechatSdk, sendCachedPage, sendHtml } from './page-responses.ts';
import type { PublicPageContext } from './plugin.ts';

/** Ids are decimal 64-bit integers; anything else is a page that does not exist. */
const articleIdPattern = /^\d{1,19}$/;
/** An article has one map point: its map child is map/1 (spec §2 map/{num}). */
const mapNumber = '1';

/** The cookie that holds a temporary link's pass, one per link (named by a hash of its key). */
const passCookie = (token: string) =>
  `article_temp_${createHash('sha256').update(token).digest('hex').slice(0, 16)}`;

function cookieOf(request: FastifyRequest, name: string): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function passOf(request: FastifyRequest, token: string): TempLinkPass | null {
  const value = cookieOf(request, passCookie(token));
  const dot = value?.indexOf('.') ?? -1;
  return value && dot > 0 ? { mobile: value.slice(0, dot), mac: value.slice(dot + 1) } : null;
}

/**
 * The public article pages (spec §2): /articleContent/{id} (grey background) and its map child,
 * /articlePreview/{id} with its map and h5 children and its redirects, /micPreview/{id}, and the
 * temporary share link /article_temp with its SMS-code gate and _map child. Each is complete HTML
 * from the landing build's renderers, cached with an ETag of what it shows.
 */
export async function articleRoutes(app: FastifyInstance, context: PublicPageContext) {
  const { db, clock, messageProvider, uploadStore } = app;
  const assets = context.assets.article;
  const reportUrl = endpointUrl(endpoints.publicArticleReport);
  const wxConfigUrl = endpointUrl(endpoints.wxJsConfig);
  const passKey = derivedKey(uploadStore.secret, 'tempLinkPass');
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  /** Sends a page that is the same for everyone, or 304 while what it shows has not changed. */
  const cached = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    shows: unknown,
    render: () => Promise<string>,
  ) => sendCachedPage(request, reply, { buildTag: context.buildTag, status, shows, render });

  /** What a page shows of an article: everything but the running view count. */
  const shownOf = (article: PublicArticle) => ({ ...article, viewsTotal: 0 });

  /**
   * The views of the open public pages, counted once each answer has gone (a 304 too: the reader
   * opened the page again, and `no-cache` makes every opening ask), so that no reader waits for
   * it and readers without scripts, or crawlers showing the page, count as well; a view of a day
   * whose paid features are still to pay wakes the job that pays it.
   */
  const pendingViews = new WeakMap<FastifyRequest, { id: string; chargeDue: boolean }>();
  app.addHook('onResponse', async (request) => {
    const view = pendingViews.get(request);
    if (!view) return;
    try {
      await recordPageView(db, view.id, clock.now());
      if (view.chargeDue) await app.wakeJob(articleDayChargesJob);
    } catch (error) {
      request.log.error({ err: error, article: view.id }, 'article view not counted');
    }
  });

  const articlePage = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    mode: 'content' | 'preview',
  ) => {
    const { id } = request.params;
    const { article, chargeDue } = articleIdPattern.test(id)
      ? await findPublicArticlePage(db, id, clock.now(), originOf(request))
      : { article: articleNotFound(id), chargeDue: false };
    if (mode === 'content' && article.state === 'open')
      pendingViews.set(request, { id, chargeDue });
    const base = mode === 'content' ? articleContentPath(id) : articlePreviewPath(id);
    const page: ArticlePage = {
      article,
      mode,
      mapPath: article.mapPoint ? `${base}/map/${mapNumber}` : null,
      reportUrl: mode === 'content' ? reportUrl : null,
      wxConfigUrl,
    };
    allowWechatSdk(app, reply);
    const status = article.state === 'notFound' ? 404 : 200;
    return cached(request, reply, status, { ...page, article: shownOf(article) }, async () =>
      (await context.loadRenderers()).renderArticlePage(page, assets),
    );
  };

  const mapPage = async (
    request: FastifyRequest<{ Params: { id: string; num: string } }>,
    reply: FastifyReply,
    articlePath: string,
  ) => {
    const { id, num } = request.params;
    const article = articleIdPattern.test(id)
      ? await findPublicArticle(db, id, clock.now(), originOf(request))
      : null;
    if (!article?.mapPoint || article.state !== 'open' || num !== mapNumber) {
      // Not public, or no such map: the article's own state (paused, …) or not found.
      const shown = article && article.state !== 'open' ? article : articleNotFound(id);
      const page: ArticlePage = {
        article: shown,
        mode: 'content',
        mapPath: null,
        reportUrl: null,
        wxConfigUrl,
      };
      return cached(request, reply, shown.state === 'notFound' ? 404 : 200, page, async () =>
        (await context.loadRenderers()).renderArticlePage(page, assets),
      );
    }
    const page = { title: article.title, mapPoint: article.mapPoint, articlePath };
    return cached(request, reply, 200, page, async () =>
      (await context.loadRenderers()).renderArticleMapPage(page, assets),
    );
  };

  const content = `${basePath}/articleContent/:id`;
  app.get<{ Params: { id: string } }>(content, (request, reply) =>
    articlePage(request, reply, 'content'),
  );
  app.get<{ Params: { id: string; num: string } }>(`${content}/map/:num`, (request, reply) =>
    mapPage(request, reply, articleContentPath(request.params.id)),
  );

  const preview = `${basePath}/articlePreview/:id`;
  app.get<{ Params: { id: string } }>(preview, (request, reply) =>
    articlePage(request, reply, 'preview'),
  );
  // The phone (h5) view: the page is one layout for every width.
  app.get<{ Params: { id: string } }>(`${preview}/h5`, (request, reply) =>
    articlePage(request, reply, 'preview'),
  );
  app.get<{ Params: { id: string; num: string } }>(`${preview}/map/:num`, (request, reply) =>
    mapPage(request, reply, articlePreviewPath(request.params.id)),
  );
  // Old share links carry the title after the id: the same page.
  app.get<{ Params: { id: string } }>(`${preview}/:text`, (request, reply) =>
    reply.redirect(articlePreviewPath(request.params.id), 301),
  );
  // A preview without an article: the home page.
  app.get(`${basePath}/articlePreview`, (_request, reply) => reply.redirect(`${basePath}/index`));
  app.get<{ Params: { id: string } }>(`${basePath}/micPreview/:id`, (request, reply) =>
    articlePage(request, reply, 'preview'),
  );

  // The temporary share link: private to the browser that proved its number.
  const temp = `${basePath}/article_temp`;
  type TempRequest = FastifyRequest<{ Querystring: { key?: string } }>;
  const keyOf = (request: TempRequest) => String(request.query.key ?? '');

  const gate = async (
    reply: FastifyReply,
    status: number,
    page: Partial<ArticleTempGatePage>,
    key: string,
  ) => {
    reply.header('Cache-Control', 'no-store');
    const renderers = await context.loadRenderers();
    const document = await renderers.renderArticleTempGatePage(
      {
        action: articleTempPath(key),
        mobile: '',
        codeSent: false,
        errors: {},
        refusal: null,
        ...page,
      },
      assets,
    );
    return sendHtml(reply, status, document);
  };

  const tempArticle = async (request: TempRequest, reply: FastifyReply) => {
    const key = keyOf(request);
    const found = await tempLinkArticle(
      db,
      key,
      passOf(request, key),
      passKey,
      clock.now(),
      originOf(request),
    );
    if (found.state === 'unproved') return { found, sent: await gate(reply, 200, {}, key) };
    if (found.state !== 'open' || !found.article) {
      const status = found.state === 'expired' ? 410 : 403;
      const refusal = tempLinkStates[found.state];
      return { found, sent: await gate(reply, status, { refusal }, key) };
    }
    return { found, sent: null };
  };

  app.get<{ Querystring: { key?: string } }>(temp, async (request, reply) => {
    const { found, sent } = await tempArticle(request, reply);
    if (sent) return sent;
    const key = keyOf(request);
    reply.header('Cache-Control', 'private, no-store');
    allowWechatSdk(app, reply);
    const renderers = await context.loadRenderers();
    return sendHtml(
      reply,
      200,
      await renderers.renderArticlePage(
        {
          article: found.article!,
          mode: 'temp',
          mapPath: found.article!.mapPoint
            ? `${temp}/_map/${mapNumber}?key=${encodeURIComponent(key)}`
            : null,
          reportUrl: null,
          wxConfigUrl,
        },
        assets,
      ),
    );
  });

  app.get<{ Querystring: { key?: string }; Params: { num: string } }>(
    `${temp}/_map/:num`,
    async (request, reply) => {
      const { found, sent } = await tempArticle(request, reply);
      if (sent) return sent;
      const { article } = found;
      reply.header('Cache-Control', 'private, no-store');
      if (!article?.mapPoint || request.params.num !== mapNumber) {
        return gate(reply, 404, { refusal: '内容不存在或已下线' }, keyOf(request));
      }
      const renderers = await context.loadRenderers();
      return sendHtml(
        reply,
        200,
        await renderers.renderArticleMapPage(
          {
            title: article.title,
            mapPoint: article.mapPoint,
            articlePath: articleTempPath(keyOf(request)),
          },
          assets,
        ),
      );
    },
  );

  /** The gate's form, without scripts: 获取验证码 sends the code, 查看 checks it and lets in. */
  app.post<{ Querystring: { key?: string } }>(temp, async (request, reply) => {
    const key = keyOf(request);
    const fields = new Map((request.body ?? []) as [string, string][]);
    const mobile = (fields.get('mobile') ?? '').trim();
    const smsCode = (fields.get('smsCode') ?? '').trim();
    const now = clock.now();
    if (!mobilePattern.test(mobile)) {
      return gate(reply, 400, { mobile, errors: { mobile: '请输入正确的手机号码' } }, key);
    }
    try {
      if (fields.get('intent') === 'verify') {
        if (!/^\d{6}$/.test(smsCode)) {
          return gate(
            reply,
            400,
            { mobile, codeSent: true, errors: { smsCode: '请输入6位验证码' } },
            key,
          );
        }
        const { pass, expiresAt } = await proveTempLinkMobile(
          db,
          { token: key, mobile, smsCode },
          passKey,
          now,
        );
        reply.header(
          'Set-Cookie',
          `${passCookie(key)}=${encodeURIComponent(`${pass.mobile}.${pass.mac}`)}; Path=${temp}; Expires=${expiresAt.toUTCString()}; HttpOnly; SameSite=Lax`,
        );
        return reply.redirect(articleTempPath(key), 303);
      }
      await sendTempLinkCode(db, messageProvider, { token: key, mobile }, now);
      return gate(reply, 200, { mobile, codeSent: true }, key);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const linkRefusal = Object.values(tempLinkStates).includes(error.message as never);
      if (linkRefusal) return gate(reply, 403, { refusal: error.message }, key);
      const field = fields.get('intent') === 'verify' ? 'smsCode' : 'mobile';
      return gate(
        reply,
        400,
        { mobile, codeSent: field === 'smsCode', errors: { [field]: error.message } },
        key,
      );
    }
  });
}
