import { describe, expect, it } from 'vitest';
import { parseRecipients, recipientEntries } from './recipient-list.ts';

describe('the typed recipient list', () => {
  it('splits on line breaks, commas, semicolons, 、 and spaces of either width', () => {
    expect(
      recipientEntries(
        '13800000001\n13800000002,13800000003，13800000004 13800000005\u300013800000006；13800000007、13800000008\r\n',
      ),
    ).toEqual([
      '13800000001',
      '13800000002',
      '13800000003',
      '13800000004',
      '13800000005',
      '13800000006',
      '13800000007',
      '13800000008',
    ]);
  });

  it('keeps valid numbers once, in typed order, and lists duplicates once each', () => {
    const list = parseRecipients('13900000002\n13800000001\n13900000002\n13900000002\n13800000001');
    expect(list.valid).toEqual(['13900000002', '13800000001']);
    expect(list.duplicates).toEqual(['13900000002', '13800000001']);
    expect(list.invalid).toEqual([]);
    expect(list.overLimit).toBe(false);
  });

  it('lists entries that are not a mainland mobile number (spec §5) once each', () => {
    const list = parseRecipients(
      '12800000001 1380000000 138000000011 1380000000a 12800000001 13800000001',
    );
    expect(list.invalid).toEqual(['12800000001', '1380000000', '138000000011', '1380000000a']);
    expect(list.valid).toEqual(['13800000001']);
  });

  it('takes up to 100 entries per send (spec §5), counting every entry as the server does', () => {
    const numbers = (n: number) =>
      Array.from({ length: n }, (_, i) => `139${String(i).padStart(8, '0')}`);
    expect(parseRecipients(numbers(100).join('\n')).overLimit).toBe(false);
    const withRepeat = parseRecipients([...numbers(100), '13900000000'].join('\n'));
    expect(withRepeat.valid).toHaveLength(100);
    expect(withRepeat.overLimit).toBe(true);
    expect(parseRecipients([...numbers(100), 'x'].join(',')).overLimit).toBe(true);
  });

  it('an empty box has nothing in it', () => {
    expect(parseRecipients(' \n ,, ')).toEqual({
      valid: [],
      invalid: [],
      duplicates: [],
      overLimit: false,
    });
  });
});
