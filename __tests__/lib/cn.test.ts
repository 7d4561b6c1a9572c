import { cn } from '@/lib/cn';

describe('cn', () => {
  it('joins class names and leaves out false, null, undefined and empty ones', () => {
    expect(cn('flex gap-2', false && 'hidden', null, undefined, '', 'mt-4')).toBe(
      'flex gap-2 mt-4',
    );
  });

  it('keeps only the later of two conflicting Tailwind classes', () => {
    expect(cn('border border-brand-700', 'border-white')).toBe('border border-white');
    expect(cn('text-slate-700', 'text-brand-700')).toBe('text-brand-700');
  });

  it('keeps classes that only look alike: a side after both sides, a size beside a colour', () => {
    expect(cn('px-3', 'pr-1')).toBe('px-3 pr-1');
    expect(cn('text-base', 'text-brand-800')).toBe('text-base text-brand-800');
  });
});
