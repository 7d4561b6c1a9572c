import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's internal link: next/link without prefetching. By default Next downloads the code
 * and payload of every route linked in the viewport while the page is still loading; measured on
 * these small static pages, that cost more bytes and main-thread time on first load (Lighthouse
 * counted another page's 8 KB chunk on every page) than it saves on a click.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
