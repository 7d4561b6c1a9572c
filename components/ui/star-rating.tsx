import { Star } from 'lucide-react';
import { ratingLabel } from '@/content/ratings';

/** A testimonial's rating as five stars, `rating` of them filled, read out as one sentence. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex gap-1 text-amber-600">
      {Array.from({ length: 5 }, (_, star) => (
        <Star
          key={star}
          aria-hidden="true"
          className="size-5"
          fill={star < rating ? 'currentColor' : 'none'}
        />
      ))}
      <span className="sr-only">{ratingLabel(rating)}</span>
    </p>
  );
}
