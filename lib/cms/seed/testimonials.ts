/**
 * The testimonials the site opened with: invented people of fictional sample companies, to be replaced with real, approved client quotes.
 * The first content of the CMS collection, loaded once by the migration that seeds a fresh
 * database (lib/cms/seed). Edits happen in the editor at /admin; this file is not read by the site.
 */
import type { Testimonial } from '@/content/design-services';

export const seedTestimonials = [
  {
    quote:
      'They rebuilt our appointment booking flow from the ground up. Patients now book in three steps instead of nine, and calls to our front desk dropped noticeably within a month.',
    name: 'Ananya Desai',
    role: 'Product Manager',
    company: 'Contoso Health',
    rating: 5,
  },
  {
    quote:
      'The research phase alone was worth it. They showed us, with recordings of real users, why our checkout was losing people, and the redesign fixed exactly that.',
    name: 'Daniel Brooks',
    role: 'Founder',
    company: 'Tailspin Travel',
    rating: 5,
  },
  {
    quote:
      'Our web and mobile teams finally speak the same language. The design system they delivered cut the time we spend on new screens roughly in half.',
    name: 'Nandini Iyer',
    role: 'Head of Digital',
    company: 'Northwind Traders',
    rating: 5,
  },
  {
    quote:
      'Accessibility was a hard requirement for us. They designed for it from the first wireframe and our external audit came back with no serious issues.',
    name: 'Rahul Mehta',
    role: 'Chief Technology Officer',
    company: 'Fabrikam Finance',
    rating: 5,
  },
  {
    quote:
      'Clear weekly demos, honest advice and a dashboard our sales team actually enjoys using. We have already booked them for our next product.',
    name: 'Sophie Martin',
    role: 'Marketing Director',
    company: 'Wide World Importers',
    rating: 5,
  },
] as const satisfies readonly Testimonial[];
