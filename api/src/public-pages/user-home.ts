import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpointUrl, endpoints } from '../contract/endpoints.ts';
import type { UserHomePage } from '../contract/public-pages.ts';
import type { PublicUserHome } from '../contract/schemas/showcases.ts';
import { basePath, userHomePath } from '../contract/web-routes.ts';
import { findPublicUserHome, userHomeNotFound } from '../showcases/public-homes.ts';
import { allowWechatSdk, sendCachedPage } from './page-responses.ts';
import type { PublicPageContext } from './plugin.ts';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The one value of the {pc} segment (spec §2 /user-home/{pc}/{id}): the desktop layout. */
const desktopSegment = 'pc';

/** What the page answers for each state of a company home: shown, unpublished, ended. */
const statusOf = { open: 200, notFound: 404, expired: 410 } as const satisfies Record<
  PublicUserHome['state'],
  number
>;

/**
 * The company homes (spec §2): /user-home/{id}, phone-first, and /user-home/pc/{id}, the desktop
 * layout, while the card is published and the business-showcase period lasts (410 and
 * 该商务展示已到期 after it ends); /user-home/{id}/{text} and /user-home/pc/{id}/{text} redirect
 * to them. Each is complete HTML from the landing build's renderers, cached with an ETag of what
 * it shows.
 */
export async function userHomeRoutes(app: FastifyInstance, context: PublicPageContext) {
  const { db, clock } = app;
  const assets = context.assets.userHome;
  const wxConfigUrl = endpointUrl(endpoints.wxJsConfig);

  const send = (request: FastifyRequest, reply: FastifyReply, page: UserHomePage) => {
    allowWechatSdk(app, reply);
    return sendCachedPage(request, reply, {
      buildTag: context.buildTag,
      status: statusOf[page.home.state],
      shows: page,
      render: async () => (await context.loadRenderers()).renderUserHomePage(page, assets),
    });
  };

  const homePage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    layout: UserHomePage['layout'],
  ) => {
    const home = await findPublicUserHome(db, id, clock.now(), originOf(request));
    return send(request, reply, { home, layout, wxConfigUrl });
  };

  const home = `${basePath}/user-home`;
  app.get<{ Params: { id: string } }>(`${home}/:id`, (request, reply) =>
    homePage(request, reply, request.params.id, 'phone'),
  );
  app.get<{ Params: { id: string } }>(`${home}/${desktopSegment}/:id`, (request, reply) =>
    homePage(request, reply, request.params.id, 'pc'),
  );
  // Old share links carry the company's name after the id: the same page.
  app.get<{ Params: { id: string; text: string } }>(`${home}/:id/:text`, (request, reply) =>
    reply.redirect(userHomePath(request.params.id), 301),
  );
  app.get<{ Params: { pc: string; id: string; text: string } }>(
    `${home}/:pc/:id/:text`,
    (request, reply) =>
      request.params.pc === desktopSegment
        ? reply.redirect(userHomePath(request.params.id, 'pc'), 301)
        : send(request, reply, {
            home: userHomeNotFound(request.params.id),
            layout: 'pc',
            wxConfigUrl,
          }),
  );
}
