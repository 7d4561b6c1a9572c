import { techLogoFile, techLogoFromFile, techLogoNames, techLogoSvg } from '@/lib/tech-logos';

// Technology logos are files built once from simple-icons, so a page carries a short <img>
// instead of each logo's path twice (in its HTML and in its RSC payload). Any other name is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return techLogoNames.map((name) => ({ file: techLogoFile(name) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = techLogoFromFile((await params).file);
  if (!name) return new Response('Not found', { status: 404 });
  return new Response(techLogoSvg(name), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}
