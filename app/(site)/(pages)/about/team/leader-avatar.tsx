'use client';

import { clsx } from 'clsx';
import { useCallback, useState } from 'react';
import { initialsOf } from '@/lib/initials';

/**
 * When the photo loads: `lazy` as it nears the screen (the default); `eager` at once; `first` at
 * once and before the page's other images (the page's largest paint).
 */
export type AvatarLoad = 'lazy' | 'eager' | 'first';

type LeaderAvatarProps = {
  name: string;
  /** The photo's text alternative (the placeholder is decorative). */
  alt: string;
  image?: string;
  /** Intrinsic width (and height: portraits are square) of the photo. */
  width: number;
  load?: AvatarLoad;
  className?: string;
};

/**
 * The leader's portrait, or an initials placeholder when there is no photo yet or it fails to
 * load. The placeholder is decorative: the name is always written next to it.
 */
export function LeaderAvatar({
  name,
  alt,
  image,
  width,
  load = 'lazy',
  className,
}: LeaderAvatarProps) {
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);
  // An image that failed before hydration never fires React's onError; catch that case here.
  const detectEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0) fail();
    },
    [fail],
  );

  if (image && !failed) {
    return (
      // A plain <img>: the portraits are small local files, and next/image would add its client
      // code to every page that shows a leader.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        ref={detectEarlyFailure}
        src={image}
        alt={alt}
        width={width}
        height={width}
        decoding="async"
        loading={load === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={load === 'first' ? 'high' : undefined}
        onError={fail}
        className={clsx('object-cover', className)}
      />
    );
  }

  return (
    <div
      aria-hidden="true"
      data-avatar="placeholder"
      className={clsx(
        'relative flex items-center justify-center overflow-hidden bg-gradient-to-br from-brand-600 to-brand-900 font-bold text-white',
        className,
      )}
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
