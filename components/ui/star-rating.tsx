import { maskIcon } from '@/components/ui/mask-icon';
import { ratingLabel } from '@/content/ratings';

const Star = maskIcon('star');
const StarFilled = maskIcon('star-filled');

/** A testimonial's rating as five stars, `rating` of them filled, read out as one sentence. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex gap-1 text-amber-600">
      {Array.from({ length: 5 }, (_, star) => {
        const Icon = star < rating ? StarFilled : Star;
        return <Icon key={star} className="size-5" />;
      })}
      <span className="sr-only">{ratingLabel(rating)}</span>
    </p>
  );
}
