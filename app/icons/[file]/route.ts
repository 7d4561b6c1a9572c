import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ICON_NAMES, iconFile, type IconName } from '@/lib/icon-names';

// The site's icons (components/ui/mask-icon.tsx), files built once from lucide-static's, as the
// technology logos are from simple-icons. Any other name is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return ICON_NAMES.map((name) => ({ file: iconFile(name) }));
}

/** Lucide's file for `name`, without its licence comment and class; 'star-filled' is its star, filled. */
async function iconSvg(name: IconName): Promise<string> {
  const lucideName = name === 'star-filled' ? 'star' : name;
  // Read at build time, when this static route is rendered, from the project's node_modules.
  const file = join(process.cwd(), 'node_modules', 'lucide-static', 'icons', `${lucideName}.svg`);
  const svg = (await readFile(file, 'utf8'))
    .replace(/<!--[^]*?-->/g, '')
    .replace(/\s+class="[^"]*"/, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*(\/?>)\s*/g, '$1')
    .trim();
  return name === 'star-filled' ? svg.replace('fill="none"', 'fill="currentColor"') : svg;
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const name = ICON_NAMES.find((known) => iconFile(known) === file);
  if (!name) return new Response('Not found', { status: 404 });
  return new Response(await iconSvg(name), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // A page shows up to 26 of them: kept a week by the browser, not asked for on every page.
      'Cache-Control': 'public, max-age=604800',
    },
  });
}
