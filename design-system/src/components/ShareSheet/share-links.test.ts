import { describe, expect, it } from 'vitest';
import { shareDefaults, shareLink, shareTargets, type ShareData } from './share-links.ts';

const article: ShareData = {
  title: '社区疫苗接种通知',
  url: 'https://5g.example.cn/v2/articleContent/42',
  desc: '本周六上午在社区服务中心接种',
  imgUrl: 'https://media.example.cn/cover.jpg',
};

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('shareLink', () => {
  it('builds the QQ share page with the reason as desc and the summary as summary', () => {
    const url = shareLink('qq', article);
    expect(url).toMatch(/^https:\/\/connect\.qq\.com\/widget\/shareqq\/index\.html\?/);
    expect(params(url)).toEqual({
      url: article.url,
      title: article.title,
      desc: shareDefaults.reason,
      summary: article.desc,
      pics: article.imgUrl,
      site: shareDefaults.site,
      source: shareDefaults.site,
    });
  });

  it('builds the Qzone share page', () => {
    const url = shareLink('qzone', { ...article, reason: '值得一读', site: '某某政务' });
    expect(url).toMatch(/^https:\/\/sns\.qzone\.qq\.com\/cgi-bin\/qzshare\/cgi_qzshare_onekey\?/);
    expect(params(url)).toEqual({
      url: article.url,
      title: article.title,
      desc: '值得一读',
      summary: article.desc,
      pics: article.imgUrl,
      site: '某某政务',
    });
  });

  it('builds the Weibo share page with the title and summary as one text', () => {
    const url = shareLink('weibo', article);
    expect(url).toMatch(/^https:\/\/service\.weibo\.com\/share\/share\.php\?/);
    expect(params(url)).toEqual({
      url: article.url,
      title: `${article.title}：${article.desc}`,
      pic: article.imgUrl,
      searchPic: 'false',
    });
  });

  it('leaves out what the page does not have', () => {
    const bare = { title: '通知', url: 'https://5g.example.cn/a' };
    expect(Object.keys(params(shareLink('qq', bare)))).not.toContain('pics');
    expect(params(shareLink('weibo', bare)).title).toBe('通知');
  });

  it.each(shareTargets)('%s: encodes every parameter, so text cannot break the URL', (target) => {
    const tricky = { ...article, title: 'A&B=C #1 ?x', desc: '100% 路/巷+号' };
    const url = shareLink(target, tricky);
    const search = url.split('?')[1] ?? '';
    expect(search).not.toMatch(/[ #?+/%](?![0-9A-F]{2})/);
    expect(search.split('&').every((pair) => pair.split('=').length === 2)).toBe(true);
    expect(Object.values(params(url)).join('|')).toContain('A&B=C #1 ?x');
    expect(params(url).url).toBe(article.url);
  });
});
