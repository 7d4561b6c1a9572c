'use client';

import Image from 'next/image';
import { useCallback } from 'react';

type LeaderPhotoProps = {
  src: string;
  alt: string;
  width: number;
  className: string;
  onFail: () => void;
};

export function LeaderPhoto({ src, alt, width, className, onFail }: LeaderPhotoProps) {
  // An image that failed before hydration never fires React's onError; catch that case here.
  const detectEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0) onFail();
    },
    [onFail],
  );
  return (
    <Image
      ref={detectEarlyFailure}
      src={src}
      alt={alt}
      width={width}
      height={width}
      sizes={`${width}px`}
      onError={onFail}
      className={`object-cover ${className}`}
    />
  );
}
