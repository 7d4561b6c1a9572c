/** What a screen reader hears for a testimonial's stars (components/ui/star-rating.tsx). */
export const ratingLabel = (rating: number) => `Rated ${rating} out of 5`;
