import { HERO_END_ID } from '@/lib/first-frame';

/**
 * Ends a page's opening section, as its last child: nothing of the page is drawn before the
 * parser has reached it (lib/first-frame.ts). Empty, so it takes no room.
 */
export function HeroEnd() {
  return <div id={HERO_END_ID} />;
}
