/**
 * A strict reader for the small XML documents of 中国移动's interface (requests, status reports):
 * elements, attributes, text, CDATA and the predefined and numeric entities. No DTDs, no
 * processing beyond the declaration; anything else is refused with `XmlError`. Namespace prefixes
 * stay part of the names (`msg:outboundMessageRequest`).
 */
export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (CDATA unwrapped, entities decoded), children's text left out. */
  text: string;
};

export class XmlError extends Error {
  override name = 'XmlError';
}

/** Text as XML character data or an attribute value. */
export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const namePattern = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/;
const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(text: string) {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);|&/g, (whole, ref: string | undefined) => {
    if (!ref) throw new XmlError('未转义的 &');
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff) {
        throw new XmlError(`无效的字符引用 ${whole}`);
      }
      return String.fromCodePoint(code);
    }
    const value = entities[ref];
    if (value === undefined) throw new XmlError(`未定义的实体 ${whole}`);
    return value;
  });
}

/** Parses one document; its root element. */
export function parseXml(source: string): XmlElement {
  let at = 0;
  const rest = () => source.slice(at);
  const skipSpace = () => {
    while (at < source.length && /\s/.test(source[at]!)) at++;
  };
  /** Skips the declaration and comments (and white space between them). */
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (source.startsWith('<?xml', at)) {
        const end = source.indexOf('?>', at);
        if (end < 0) throw new XmlError('XML 声明未结束');
        at = end + 2;
      } else if (source.startsWith('<!--', at)) {
        const end = source.indexOf('-->', at);
        if (end < 0) throw new XmlError('注释未结束');
        at = end + 3;
      } else return;
    }
  };
  const name = () => {
    const match = namePattern.exec(rest());
    if (!match) throw new XmlError(`位置 ${at} 处应为名称`);
    at += match[0].length;
    return match[0];
  };

  function element(): XmlElement {
    if (source[at] !== '<') throw new XmlError(`位置 ${at} 处应为元素`);
    at++;
    const node: XmlElement = { name: name(), attributes: {}, children: [], text: '' };
    for (;;) {
      skipSpace();
      if (source.startsWith('/>', at)) {
        at += 2;
        return node;
      }
      if (source[at] === '>') {
        at++;
        break;
      }
      const attribute = name();
      skipSpace();
      const quote = source[at + 1];
      if (source[at] !== '=' || (quote !== '"' && quote !== "'")) {
        throw new XmlError(`属性 ${attribute} 缺少带引号的值`);
      }
      const end = source.indexOf(quote, at + 2);
      if (end < 0) throw new XmlError(`属性 ${attribute} 的值未结束`);
      if (attribute in node.attributes) throw new XmlError(`属性 ${attribute} 重复`);
      node.attributes[attribute] = decode(source.slice(at + 2, end));
      at = end + 1;
    }
    for (;;) {
      if (at >= source.length) throw new XmlError(`元素 ${node.name} 未结束`);
      if (source.startsWith('</', at)) {
        at += 2;
        const closing = name();
        skipSpace();
        if (closing !== node.name || source[at] !== '>') {
          throw new XmlError(`元素 ${node.name} 的结束标记不匹配`);
        }
        at++;
        return node;
      }
      if (source.startsWith('<![CDATA[', at)) {
        const end = source.indexOf(']]>', at);
        if (end < 0) throw new XmlError('CDATA 未结束');
        node.text += source.slice(at + 9, end);
        at = end + 3;
      } else if (source.startsWith('<!--', at)) {
        const end = source.indexOf('-->', at);
        if (end < 0) throw new XmlError('注释未结束');
        at = end + 3;
      } else if (source[at] === '<') {
        node.children.push(element());
      } else {
        const end = source.indexOf('<', at);
        node.text += decode(source.slice(at, end < 0 ? source.length : end));
        at = end < 0 ? source.length : end;
      }
    }
  }

  skipMisc();
  const root = element();
  skipMisc();
  if (at < source.length) throw new XmlError('根元素之后还有内容');
  return root;
}

/** The children of `element` named `name`. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((c) => c.name === name);

/** The text of the first child named `name`, or undefined when there is none. */
export const childText = (element: XmlElement, name: string) =>
  element.children.find((c) => c.name === name)?.text;
