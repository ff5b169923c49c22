import { describe, expect, it } from 'vitest';
import { showcaseImageOf } from './images.ts';

const path = (width: number) => `/api/h5/showcase/image/album-7/42/${width}`;

describe('a showcase image’s sources', () => {
  it('offers each served width narrower than the original, then the original’s own width', () => {
    expect(showcaseImageOf('album-7', 42n, { width: 1000, height: 750 })).toEqual({
      src: path(640),
      srcset: `${path(320)} 320w, ${path(640)} 640w, ${path(960)} 960w, ${path(1280)} 1000w`,
      width: 1000,
      height: 750,
    });
  });

  it('serves an original of a served width at that width once', () => {
    expect(showcaseImageOf('album-7', 42n, { width: 640, height: 360 }).srcset).toBe(
      `${path(320)} 320w, ${path(640)} 640w`,
    );
  });

  it('never enlarges a small original, nor names a width it cannot fill', () => {
    expect(showcaseImageOf('album-7', 42n, { width: 200, height: 100 })).toMatchObject({
      src: path(320),
      srcset: `${path(320)} 200w`,
    });
  });

  it('caps a large original at the widest served width', () => {
    const image = showcaseImageOf('album-7', 42n, { width: 4000, height: 3000 });
    expect(image.srcset.split(', ').at(-1)).toBe(`${path(1280)} 1280w`);
    expect(image.src).toBe(path(640));
  });
});
