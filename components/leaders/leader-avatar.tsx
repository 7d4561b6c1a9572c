'use client';

import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { leaderLabels } from '@/content/leaders';
import { initialsOf } from '@/lib/initials';

// next/image's code only loads on pages that actually show a photo.
const LeaderPhoto = dynamic(() => import('./leader-photo').then((module) => module.LeaderPhoto));

type LeaderAvatarProps = {
  name: string;
  image?: string;
  /** Rendered width of the photo, for the image optimiser. */
  width: number;
  className?: string;
};

/**
 * The leader's portrait, or an initials placeholder when there is no photo yet or it fails to
 * load. The placeholder is decorative: the name is always written next to it.
 */
export function LeaderAvatar({ name, image, width, className = '' }: LeaderAvatarProps) {
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);

  if (image && !failed) {
    return (
      <LeaderPhoto
        src={image}
        alt={leaderLabels.portraitAlt(name)}
        width={width}
        className={className}
        onFail={fail}
      />
    );
  }

  return (
    <div
      aria-hidden="true"
      data-avatar="placeholder"
      className={`relative flex items-center justify-center overflow-hidden bg-gradient-to-br from-brand-600 to-brand-900 font-bold text-white ${className}`}
    >
      <svg viewBox="0 0 200 200" className="absolute inset-0 size-full" fill="none">
        <circle cx="170" cy="30" r="60" fill="#86b53a" opacity="0.35" />
        <circle cx="20" cy="190" r="70" fill="#142200" opacity="0.35" />
        <path d="M0 140 Q100 90 200 150" stroke="#cde3a8" strokeWidth="2" opacity="0.4" />
      </svg>
      <span className="relative tracking-wide">{initialsOf(name)}</span>
    </div>
  );
}
