import { join } from 'node:path';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';

type Library = typeof import('@react-email/render');

/**
 * @react-email/render for jest (mapped in jest.config.mjs). The library loads react-dom/server
 * with import(), so that a route handler can bundle it, and jest can run an import() in CommonJS
 * code only under `node --experimental-vm-modules`. Its render is repeated here with a static
 * import; everything else is the library's own.
 */
const library = jest.requireActual<Library>(
  join(process.cwd(), 'node_modules/@react-email/render/dist/node/index.cjs'),
);

export const { plainTextSelectors, pretty, toPlainText } = library;

export const render: Library['render'] = async (node: ReactNode, options) => {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  const html = await new Response(stream).text();
  if (options?.plainText) return toPlainText(html, options.htmlToTextOptions);
  const document = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">${html.replace(/<!DOCTYPE.*?>/, '')}`;
  return options?.pretty ? pretty(document) : document;
};
