import 'server-only';
import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (clsx), later Tailwind utilities winning over earlier ones (tailwind-merge),
 * in server components. Client components join theirs with clsx alone: tailwind-merge would add
 * about 9 KB gzipped to every page's JavaScript (measured with `npm run bench`), and their class
 * lists do not conflict (a state that changes a colour selects it with a variant instead).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
