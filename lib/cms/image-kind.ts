/**
 * The kind of raster image a file is, read from its first bytes (not its name or the type the
 * browser claimed), or null for anything else. SVG is not accepted from the editor: it can carry
 * scripts; the site's own illustrations are files in public/.
 */
export type ImageKind = { mimeType: string; extension: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function imageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mimeType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { mimeType: 'image/webp', extension: 'webp' };
  if (startsWith(bytes, ascii('ftyp'), 4) && startsWith(bytes, ascii('avi'), 8))
    return { mimeType: 'image/avif', extension: 'avif' };
  return null;
}

/** Images up to 5 MB, the bound resumes have. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const MEDIA_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'];
