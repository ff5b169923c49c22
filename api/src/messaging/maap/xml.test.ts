import { describe, expect, it } from 'vitest';
import { childrenNamed, childText, escapeXml, parseXml, XmlError } from './xml.ts';

describe('parseXml', () => {
  it('reads elements, attributes, text, CDATA and entities; prefixes stay in names', () => {
    const root = parseXml(
      `<?xml version="1.0" encoding="UTF-8"?>
      <!-- a comment -->
      <msg:a xmlns:msg="urn:x" kind='one &amp; two'>
        <b>1 &lt; 2 &#38; &#x4E2D;</b>
        <b><![CDATA[<raw> & ]]]]><![CDATA[>]]></b>
        <empty/>
      </msg:a>`,
    );
    expect(root.name).toBe('msg:a');
    expect(root.attributes).toEqual({ 'xmlns:msg': 'urn:x', kind: 'one & two' });
    expect(childrenNamed(root, 'b').map((b) => b.text)).toEqual(['1 < 2 & 中', '<raw> & ]]>']);
    expect(childText(root, 'empty')).toBe('');
    expect(childText(root, 'missing')).toBeUndefined();
  });

  it('reads back what escapeXml writes', () => {
    const text = `<a href="x">'&'</a>`;
    expect(parseXml(`<t v="${escapeXml(text)}">${escapeXml(text)}</t>`)).toMatchObject({
      attributes: { v: text },
      text,
    });
  });

  it.each([
    ['', '位置 0 处应为元素'],
    ['<a>', '元素 a 未结束'],
    ['<a></b>', '结束标记不匹配'],
    ['<a>x & y</a>', '未转义的 &'],
    ['<a>&nbsp;</a>', '未定义的实体'],
    ['<a b=c/>', '缺少带引号的值'],
    ['<a b="1" b="2"/>', '属性 b 重复'],
    ['<a/><b/>', '根元素之后还有内容'],
    ['<!DOCTYPE a><a/>', '应为名称'],
    ['<a><![CDATA[x</a>', 'CDATA 未结束'],
  ])('refuses %j', (source, message) => {
    expect(() => parseXml(source)).toThrow(XmlError);
    expect(() => parseXml(source)).toThrow(message);
  });
});
