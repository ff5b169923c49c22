import { BookOpen, CirclePlay, LayoutGrid, Newspaper, type LucideIcon } from 'lucide-react';
import {
  cardLinkKindNames,
  mediaKindNames,
  type CardLinkKind,
  type HomeMedia,
  type PublicPageAssets,
  type ShowcaseImage,
  type UserHomePage as UserHomePageData,
} from '@p5g/api/contract';
import { PublicDocument } from '../../lib/PublicDocument.tsx';
import { PageState, ShareDisclosure } from '../../lib/PublicPageParts.tsx';
import * as shared from '../../lib/public-page.css.ts';
import { userHomeIds } from './user-home-ids.ts';
import * as css from './UserHomePage.css.ts';

/** An image of the showcase in the widths the service serves, sized so nothing shifts. */
function Picture({
  image,
  sizes,
  className,
  eager = false,
}: {
  image: ShowcaseImage;
  sizes: string;
  className: string;
  eager?: boolean;
}) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt=""
      loading={eager ? undefined : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}

/** The icon a linked item without a cover shows in its place, by kind. */
const linkKindIcons = {
  miniApp: LayoutGrid,
  article: Newspaper,
  album: BookOpen,
  media: CirclePlay,
} as const satisfies Record<CardLinkKind, LucideIcon>;

/**
 * In place of a linked item's missing cover (micro-apps and articles have none): its kind's icon,
 * the kind's name being under the title beside it. Hidden from screen readers: the link's own text
 * already names the item and its kind.
 */
function LinkKindTile({ kind }: { kind: CardLinkKind }) {
  const Icon = linkKindIcons[kind];
  return (
    <span className={css.linkKindTile} aria-hidden="true">
      <Icon size={24} strokeWidth={1.75} />
    </span>
  );
}

const duration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function MediaItem({ item }: { item: HomeMedia }) {
  const poster = item.cover?.src;
  return (
    // Linked from the card as #media-{id} (the contract's link to a +媒体 item).
    <li id={`media-${item.id}`} className={css.mediaItem}>
      <h3 className={css.itemTitle}>{item.title}</h3>
      <p className={css.itemMeta}>
        {mediaKindNames[item.kind]}
        {item.durationSeconds !== null && ` · ${duration(item.durationSeconds)}`}
      </p>
      {item.kind === 'video' ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- +媒体 materials have no caption track: the title and description name them
        <video
          className={css.video}
          controls
          preload="none"
          poster={poster}
          src={item.src}
          aria-label={item.title}
        />
      ) : (
        <>
          {item.cover && <Picture image={item.cover} sizes="96px" className={css.audioCover} />}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- as the video above */}
          <audio
            className={css.audio}
            controls
            preload="none"
            src={item.src}
            aria-label={item.title}
          />
        </>
      )}
      {item.description && <p className={shared.ownersText}>{item.description}</p>}
    </li>
  );
}

/**
 * A company home as a whole document (/user-home/{id} phone-first, /user-home/pc/{id} the desktop
 * layout): the business card (logo, name, introduction, contacts, address), the items it links,
 * every published +媒体 item, and 分享 with the page's QR code (in WeChat, its share data); or, when it is not open, what the
 * service says instead (该商务展示不存在或未发布, 该商务展示已到期).
 */
export function UserHomePage({
  page,
  assets,
}: {
  page: UserHomePageData;
  assets: PublicPageAssets;
}) {
  const { home, layout } = page;
  const open = home.state === 'open';
  return (
    <PublicDocument
      title={open ? home.name : '商务展示'}
      assets={assets}
      scripts={open}
      bodyClassName={shared.sunkenBackground}
    >
      <main className={layout === 'pc' ? css.desktopPage : css.page}>
        {open ? (
          <>
            <section className={css.card} aria-labelledby={userHomeIds.name}>
              <div className={css.cardHead}>
                {home.logo && <Picture image={home.logo} sizes="64px" className={css.logo} eager />}
                <h1 id={userHomeIds.name} className={shared.pageTitle}>
                  {home.name}
                </h1>
              </div>
              {home.introduction && <p className={shared.ownersText}>{home.introduction}</p>}
              {home.contacts.length > 0 && (
                <ul className={css.contacts} aria-label="联系人">
                  {home.contacts.map((contact, index) => (
                    <li key={index} className={css.contact}>
                      <span className={css.contactName}>
                        {[contact.name, contact.title].filter(Boolean).join(' · ')}
                      </span>
                      {contact.mobile && (
                        <a className={css.contactLink} href={`tel:${contact.mobile}`}>
                          手机 {contact.mobile}
                        </a>
                      )}
                      {contact.phone && (
                        <a className={css.contactLink} href={`tel:${contact.phone}`}>
                          电话 {contact.phone}
                        </a>
                      )}
                      {contact.email && (
                        <a className={css.contactLink} href={`mailto:${contact.email}`}>
                          邮箱 {contact.email}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {home.address && (
                <p className={css.address}>
                  <span className={css.addressLabel}>地址</span>
                  {home.address}
                </p>
              )}
              {home.share && (
                <ShareDisclosure
                  share={home.share}
                  panelId={userHomeIds.share}
                  wxConfigUrl={page.wxConfigUrl}
                  className={css.share}
                  toggleClassName={css.shareToggle}
                />
              )}
            </section>
            <div className={css.content}>
              {home.links.length > 0 && (
                <section className={css.section} aria-labelledby={userHomeIds.links}>
                  <h2 id={userHomeIds.links} className={css.sectionHeading}>
                    展示内容
                  </h2>
                  <ul className={css.links}>
                    {home.links.map((link) => (
                      <li key={link.url}>
                        <a className={css.link} href={link.url}>
                          {link.cover ? (
                            <Picture image={link.cover} sizes="96px" className={css.linkCover} />
                          ) : (
                            <LinkKindTile kind={link.kind} />
                          )}
                          <span className={css.linkText}>
                            <span className={css.itemTitle}>{link.title}</span>
                            <span className={css.itemMeta}>{cardLinkKindNames[link.kind]}</span>
                          </span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {home.media.length > 0 && (
                <section className={css.section} aria-labelledby={userHomeIds.media}>
                  <h2 id={userHomeIds.media} className={css.sectionHeading}>
                    媒体
                  </h2>
                  <ul className={css.mediaList}>
                    {home.media.map((item) => (
                      <MediaItem key={item.id} item={item} />
                    ))}
                  </ul>
                </section>
              )}
            </div>
          </>
        ) : (
          <PageState message={home.message} className={css.statePanel} />
        )}
      </main>
    </PublicDocument>
  );
}
