import { describe, expect, it } from 'vitest';
import { jsSdkSignature, pageUrlForSignature } from './js-sdk-signature.ts';

// WeChat's JS-SDK documentation, appendix 1 (签名算法), gives this example and its signature.
const documented = {
  ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  nonceStr: 'Wm3WZYTPz0wzccnW',
  timestamp: 1414587457,
  url: 'http://mp.weixin.qq.com?params=value',
};

describe('jsSdkSignature', () => {
  it("gives the signature of WeChat's documented example", () => {
    expect(jsSdkSignature(documented)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the page without its fragment', () => {
    expect(jsSdkSignature({ ...documented, url: `${documented.url}#/share` })).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
    expect(pageUrlForSignature('https://a.cn/x?y=1#z#w')).toBe('https://a.cn/x?y=1');
  });

  it('changes with each signed field', () => {
    const base = jsSdkSignature(documented);
    expect(jsSdkSignature({ ...documented, ticket: 'other' })).not.toBe(base);
    expect(jsSdkSignature({ ...documented, nonceStr: 'other' })).not.toBe(base);
    expect(jsSdkSignature({ ...documented, timestamp: 1414587458 })).not.toBe(base);
    expect(jsSdkSignature({ ...documented, url: 'http://mp.weixin.qq.com?params=other' })).not.toBe(
      base,
    );
  });
});
