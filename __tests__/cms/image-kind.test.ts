import { imageKind } from '@/lib/cms/image-kind';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );

describe('imageKind', () => {
  it('knows PNG, JPEG, WebP and AVIF by their first bytes', () => {
    expect(imageKind(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))).toEqual({
      mimeType: 'image/png',
      extension: 'png',
    });
    expect(imageKind(bytes([0xff, 0xd8, 0xff, 0xe0]))?.mimeType).toBe('image/jpeg');
    expect(imageKind(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.mimeType).toBe('image/webp');
    expect(imageKind(bytes([0, 0, 0, 0x20], 'ftypavif'))?.mimeType).toBe('image/avif');
  });

  it('refuses what only claims to be an image: SVG, HTML, a PDF, text, nothing', () => {
    for (const content of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      bytes('<!doctype html><img src=x onerror=alert(1)>'),
      bytes('%PDF-1.4\n'),
      bytes('just text, named photo.png'),
      bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '),
      bytes([0, 0, 0, 0x20], 'ftypmp42'),
      new Uint8Array(),
    ])
      expect(imageKind(content)).toBeNull();
  });
});
