import { describe, expect, it } from 'vitest';
import { keptRecipientFilter, recipientFilterParams } from './recipient-filter.ts';

describe('the recipients filter kept in the address', () => {
  it('reads back what it wrote, so Back from a help link finds the same filter', () => {
    const filter = { state: 'failed', cause: 'vacant' } as const;
    const params = new URLSearchParams(recipientFilterParams(filter));
    expect(params.toString()).toBe('state=failed&cause=vacant');
    expect(keptRecipientFilter(params)).toEqual(filter);
    expect(keptRecipientFilter(new URLSearchParams(recipientFilterParams({})))).toEqual({});
  });

  it('leaves out a state or cause the service does not know', () => {
    expect(keptRecipientFilter(new URLSearchParams('state=gone&cause=toString'))).toEqual({});
    expect(keptRecipientFilter(new URLSearchParams('state=failed&cause=x'))).toEqual({
      state: 'failed',
    });
  });
});
