import { isLiteRequest, lightenImage } from '@/lib/shared/lite-mode';

describe('isLiteRequest', () => {
  it('follows Save-Data: on when there is no cookie', () => {
    expect(isLiteRequest('on', undefined)).toBe(true);
    expect(isLiteRequest(' On ', undefined)).toBe(true);
    expect(isLiteRequest(null, undefined)).toBe(false);
    expect(isLiteRequest('off', undefined)).toBe(false);
  });
  it('lets the cookie win either way', () => {
    expect(isLiteRequest(null, '1')).toBe(true);
    expect(isLiteRequest('on', '0')).toBe(false);
    expect(isLiteRequest('on', 'junk')).toBe(true);
  });
});

describe('lightenImage', () => {
  const w = (width: number, q = 75) => `/_next/image?url=%2Fmedia%2Fa.png&w=${width}&q=${q}`;
  const image = {
    src: w(1080),
    srcSet: `${w(256)} 256w, ${w(640)} 640w, ${w(1080)} 1080w`,
    sizes: '100vw',
  };

  it('keeps the widths up to the limit at quality 40', () => {
    expect(lightenImage(image, 640)).toEqual({
      src: w(640, 40),
      srcSet: `${w(256, 40)} 256w, ${w(640, 40)} 640w`,
      sizes: '100vw',
    });
  });
  it('keeps the narrowest when none is that narrow', () => {
    expect(lightenImage(image, 100).srcSet).toBe(`${w(256, 40)} 256w`);
  });
  it('lowers the quality of an image without a srcset, and of density descriptors', () => {
    expect(lightenImage({ src: w(96) }, 640)).toEqual({ src: w(96, 40) });
    expect(lightenImage({ src: w(96), srcSet: `${w(96)} 1x, ${w(192)} 2x` }, 64).srcSet).toBe(
      `${w(96, 40)} 1x, ${w(192, 40)} 2x`,
    );
  });
});
