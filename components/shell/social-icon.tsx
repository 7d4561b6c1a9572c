import { MaskImage } from '@/components/ui/mask-icon';
import type { SocialLink } from '@/content/types';

/**
 * A social network's mark in the text colour. The marks are files (public/social/, drawn from
 * simple-icons and, for LinkedIn and GitHub, their former CC0 paths), painted through a CSS mask
 * (MaskImage): a page carries a short <span> instead of each path twice, in its HTML and in its
 * RSC payload, and the browser caches the files.
 */
export function SocialIcon({ icon }: { icon: SocialLink['icon'] }) {
  return <MaskImage src={`/social/${icon}.svg`} className="size-5 shrink-0" />;
}
