import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, dropping falsy ones; of two Tailwind classes that conflict, the later wins. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
