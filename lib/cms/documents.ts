/**
 * The CMS's documents as the site's own shapes (Job, NewsItem, ..., each in its content/ module),
 * so the pages, the feeds and the structured data read the same values they read when the content
 * was in content/. Pure: the seed test checks that every seeded document reads back as exactly
 * what it was seeded from.
 */
import type { Testimonial } from '@/content/design-services';
import type { Job } from '@/content/jobs';
import type { Leader } from '@/content/leaders';
import type { NewsItem } from '@/content/news';
import type { CaseStudy } from '@/content/portfolio';
import { indianDate } from '@/lib/jobs';
import { rows } from './fields';
import type {
  CaseStudy as CaseStudyDoc,
  Job as JobDoc,
  Leader as LeaderDoc,
  Media,
  News as NewsDoc,
  Testimonial as TestimonialDoc,
} from './payload-types';

/** A stored date (an instant) as the calendar date in India, YYYY-MM-DD. */
export function indianDay(value: string): string {
  return indianDate(new Date(value));
}

/** A calendar date as the instant stored for it: midnight in India. */
export function storedDay(day: string): string {
  return new Date(`${day}T00:00:00+05:30`).toISOString();
}

/** Where the site serves an uploaded image (app/media/[file]). */
export function mediaPath(media: number | Media | null | undefined): `/${string}` | undefined {
  return typeof media === 'object' && media?.filename
    ? `/media/${encodeURIComponent(media.filename)}`
    : undefined;
}

export function experienceLabel(min: number, max?: number | null): string {
  return max == null ? `${min}+ years` : `${min}-${max} years`;
}

/** Whether a stored job is open: its last day in India, and HR's early close. */
export function toJobClosing(
  doc: Pick<JobDoc, 'validThrough' | 'closedEarly'>,
): Pick<Job, 'validThrough' | 'closedEarly'> {
  return {
    ...(doc.validThrough ? { validThrough: indianDay(doc.validThrough) } : {}),
    ...(doc.closedEarly ? { closedEarly: true } : {}),
  };
}

export function toJob(doc: JobDoc): Job {
  const { min, max } = doc.experience;
  const salary = doc.salary;
  return {
    slug: doc.slug,
    title: doc.title,
    department: doc.department,
    workMode: doc.workMode,
    locations: doc.locations as unknown as Job['locations'],
    ...(doc.workMode === 'Remote' && doc.remoteIn?.name && doc.remoteIn.code
      ? { remoteIn: { name: doc.remoteIn.name, code: doc.remoteIn.code } }
      : {}),
    type: doc.type,
    experience: { min, ...(max == null ? {} : { max }), label: experienceLabel(min, max) },
    datePosted: indianDay(doc.datePosted),
    ...toJobClosing(doc),
    ...(salary?.min != null && salary.max != null
      ? { salary: { min: salary.min, max: salary.max, currency: 'INR', unit: 'YEAR' } }
      : {}),
    skills: doc.skills ?? [],
    summary: doc.summary,
    about: doc.about,
    responsibilities: rows(doc.responsibilities),
    requirements: rows(doc.requirements),
    niceToHave: rows(doc.niceToHave),
  };
}

export function toNewsItem(doc: NewsDoc): NewsItem {
  return {
    slug: doc.slug,
    image: mediaPath(doc.image) ?? (doc.illustration as `/${string}`),
    alt: doc.alt,
    title: doc.title,
    description: doc.description,
    date: indianDay(doc.date),
    content: {
      headline: doc.headline,
      summary: doc.summary,
      keyPoints: rows(doc.keyPoints) as unknown as NewsItem['content']['keyPoints'],
      expertOpinion: {
        quote: doc.expertOpinion.quote,
        name: doc.expertOpinion.name,
        role: doc.expertOpinion.role,
      },
      futureOutlook: doc.futureOutlook,
    },
  };
}

export function toLeader(doc: LeaderDoc): Leader {
  const image = mediaPath(doc.image) ?? (doc.illustration as `/${string}` | null | undefined);
  return {
    id: doc.slug,
    name: doc.name,
    ...(image ? { image } : {}),
    position: doc.position,
    badge: doc.badge,
    department: doc.department,
    bio: doc.bio,
    about: doc.about,
    achievements: rows(doc.achievements),
    specialties: rows(doc.specialties),
    social: {
      linkedin: doc.social.linkedin as `https://${string}`,
      email: doc.social.email,
    },
  };
}

export function toTestimonial(doc: TestimonialDoc): Testimonial {
  return {
    quote: doc.quote,
    name: doc.name,
    role: doc.role,
    company: doc.company,
    rating: doc.rating,
  };
}

export function toCaseStudy(doc: CaseStudyDoc): CaseStudy {
  return {
    id: doc.anchor,
    title: doc.title,
    industry: doc.industry,
    client: doc.client,
    duration: doc.duration,
    challenge: doc.challenge,
    solution: doc.solution,
    built: rows(doc.built),
    stack: doc.stack,
    outcomes: (doc.outcomes ?? []).map(({ value, label }) => ({ value, label })),
    art: doc.art,
  };
}
