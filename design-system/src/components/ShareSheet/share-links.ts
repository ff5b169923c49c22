/**
 * What a shared page gives the share sheet (spec §3 share data): its title, address, summary,
 * picture and the words the social sites show beside it.
 */
export type ShareData = {
  /** The page's title. */
  title: string;
  /** The page's public address, absolute. */
  url: string;
  /** A one-line summary. Default: none. */
  desc?: string;
  /** A picture (the cover), absolute. Default: none. */
  imgUrl?: string;
  /** Who shares, as QQ shows it. Default: `shareDefaults.site`. */
  source?: string;
  /** Why it is shared, as QQ and Qzone show it. Default: `shareDefaults.reason`. */
  reason?: string;
  /** The site's name. Default: `shareDefaults.site`. */
  site?: string;
};

/** Spec §9 share defaults: a friendly reason, and the broadcaster's 5G site as the site label. */
export const shareDefaults = {
  reason: '这篇文章不错，推荐给你看看',
  site: '央视网5G智能平台',
} as const;

export const shareTargets = ['qq', 'qzone', 'weibo'] as const;
export type ShareTarget = (typeof shareTargets)[number];

/** Each social site as the sheet names it. */
export const shareTargetLabels: Record<ShareTarget, string> = {
  qq: 'QQ好友',
  qzone: 'QQ空间',
  weibo: '微博',
};

const query = (params: Record<string, string | undefined>) =>
  Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/**
 * The social site's public share page for `data`, every parameter percent-encoded (spec §7: social
 * share with encoded parameters). Web pages rather than app schemes: WeChat's browser, where
 * public pages open, blocks custom schemes; the sites hand over to their apps themselves.
 *
 * - QQ: https://connect.qq.com/widget/shareqq/index.html (`desc` is the reason, `summary` the text).
 * - Qzone: https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey (same fields).
 * - Weibo: https://service.weibo.com/share/share.php (one `title`: the title and summary).
 */
export function shareLink(target: ShareTarget, data: ShareData): string {
  const site = data.site ?? shareDefaults.site;
  const reason = data.reason ?? shareDefaults.reason;
  switch (target) {
    case 'qq':
      return `https://connect.qq.com/widget/shareqq/index.html?${query({
        url: data.url,
        title: data.title,
        desc: reason,
        summary: data.desc,
        pics: data.imgUrl,
        site,
        source: data.source ?? site,
      })}`;
    case 'qzone':
      return `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?${query({
        url: data.url,
        title: data.title,
        desc: reason,
        summary: data.desc,
        pics: data.imgUrl,
        site,
      })}`;
    case 'weibo':
      return `https://service.weibo.com/share/share.php?${query({
        url: data.url,
        title: data.desc ? `${data.title}：${data.desc}` : data.title,
        pic: data.imgUrl,
        searchPic: 'false',
      })}`;
  }
}
