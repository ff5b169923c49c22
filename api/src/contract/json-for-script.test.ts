import { describe, expect, it } from 'vitest';
import { jsonForScript } from './json-for-script.ts';

describe('jsonForScript', () => {
  it('writes nothing that could close the script element or break a line of JavaScript', () => {
    const value = { title: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c <!--' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
