import type { Leader } from '@/content/leaders';

/**
 * Marks a leader card's 'View Full Profile' button with the id of its leader, so the grid can
 * open the right profile from one click handler. A plain module: a server component cannot read
 * a constant exported from a 'use client' file.
 */
export const PROFILE_BUTTON_ATTRIBUTE = 'data-leader-profile';

/**
 * The id of a leader's profile copy on the page, which 'View Full Profile' links to before the
 * page is interactive.
 */
export const leaderProfileId = (leader: Pick<Leader, 'id'>) => `leader-${leader.id}`;
