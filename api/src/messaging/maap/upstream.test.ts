import { describe, expect, it } from 'vitest';
import { mobileOf, upstreamOf } from './wire.ts';

/** The §11.4 samples' message parts, as the platform POSTs them. */
describe('upstreamOf', () => {
  it('reads free text and a location by its label', () => {
    expect(upstreamOf({ contentType: 'text/plain', contentText: 'hello world' })).toEqual({
      kind: 'text',
      text: 'hello world',
      postback: null,
    });
    expect(
      upstreamOf({
        contentType: 'text/plain',
        contentText:
          'geo:50.7311865,7.0914591;crs=gcj02;u=10;rcs-l=Qingfeng%20Steamed%20Dumpling%20Shop%20%F0%9F%8D%9A',
      }),
    ).toEqual({ kind: 'location', text: 'Qingfeng Steamed Dumpling Shop 🍚', postback: null });
  });

  it('reads a suggestion pressed with its postback data, utf8 or base64', () => {
    const response = { response: { reply: { displayText: 'No', postback: { data: 'chip=2' } } } };
    const type = 'application/vnd.gsma.botsuggestion.response.v1.0+json';
    expect(
      upstreamOf({ contentType: type, contentEncoding: 'utf8', contentText: response }),
    ).toEqual({ kind: 'reply', text: 'No', postback: 'chip=2' });
    const action = {
      response: { action: { displayText: '查看', postback: { data: 'card=1&button=2' } } },
    };
    expect(
      upstreamOf({
        contentType: type,
        contentEncoding: 'base64',
        contentText: Buffer.from(JSON.stringify(action)).toString('base64'),
      }),
    ).toEqual({ kind: 'action', text: '查看', postback: 'card=1&button=2' });
  });

  it('reads a file by its name and leaves shared client data and the unreadable out', () => {
    expect(
      upstreamOf({
        contentType: 'application/vnd.gsma.rcs-ft-http',
        contentText: [
          { type: 'thumbnail', fileSize: 7427, contentType: 'image/jpg', url: 'https://x/t' },
          { type: 'file', fileSize: 183524, fileName: 'DSC_379395051.JPG', url: 'https://x/f' },
        ],
      }),
    ).toEqual({ kind: 'file', text: 'DSC_379395051.JPG', postback: null });
    expect(
      upstreamOf({
        contentType: 'application/vnd.gsma.botsharedclientdata.v1.0+json',
        contentText: { sharedData: {} },
      }),
    ).toBeNull();
    expect(upstreamOf({ contentType: 'text/plain', contentText: '' })).toBeNull();
  });

  it('takes a sender as a mainland mobile number only', () => {
    expect(mobileOf('tel:+8617928222350')).toBe('17928222350');
    expect(mobileOf('17928222350')).toBeNull();
    expect(mobileOf('tel:+442071838750')).toBeNull();
  });
});
