import type { Payload, PayloadRequest } from 'payload';
import { storedDay } from '../documents';
import { seedCaseStudies } from './case-studies';
import { seedJobs } from './jobs';
import { seedLeaders } from './leaders';
import { seedNews } from './news';
import { seedTestimonials } from './testimonials';

const lines = (list: readonly string[]) => list.map((text) => ({ text }));

/**
 * Loads the content the site opened with into a fresh database, published, in the order the site
 * shows it. Run once per database, by the seed migration (lib/cms/migrations/<dialect>), so an
 * editor's later deletions are never undone by a restart.
 */
export async function seedContent(payload: Payload, req?: Partial<PayloadRequest>): Promise<void> {
  const base = { req, draft: false, context: { disableRevalidate: true }, overrideAccess: true };
  for (const job of seedJobs) {
    const remoteIn = 'remoteIn' in job ? job.remoteIn : undefined;
    const salary = 'salary' in job ? job.salary : undefined;
    const validThrough = 'validThrough' in job ? job.validThrough : undefined;
    const max = 'max' in job.experience ? job.experience.max : undefined;
    await payload.create({
      ...base,
      collection: 'jobs',
      data: {
        _status: 'published',
        slug: job.slug,
        title: job.title,
        department: job.department,
        workMode: job.workMode,
        type: job.type,
        locations: [...job.locations],
        ...(remoteIn ? { remoteIn: { ...remoteIn } } : {}),
        experience: { min: job.experience.min, max: max ?? null },
        salary: { min: salary?.min ?? null, max: salary?.max ?? null },
        datePosted: storedDay(job.datePosted),
        validThrough: validThrough ? storedDay(validThrough) : null,
        closedEarly: false,
        skills: [...job.skills],
        summary: job.summary,
        about: job.about,
        responsibilities: lines(job.responsibilities),
        requirements: lines(job.requirements),
        niceToHave: lines(job.niceToHave),
      },
    });
  }
  for (const item of seedNews) {
    await payload.create({
      ...base,
      collection: 'news',
      data: {
        _status: 'published',
        slug: item.slug,
        title: item.title,
        description: item.description,
        date: storedDay(item.date),
        illustration: item.image,
        alt: item.alt,
        headline: item.content.headline,
        summary: item.content.summary,
        keyPoints: lines(item.content.keyPoints),
        expertOpinion: { ...item.content.expertOpinion },
        futureOutlook: item.content.futureOutlook,
      },
    });
  }
  for (const leader of seedLeaders) {
    await payload.create({
      ...base,
      collection: 'leaders',
      data: {
        _status: 'published',
        slug: leader.id,
        name: leader.name,
        illustration: leader.image,
        position: leader.position,
        badge: leader.badge,
        department: leader.department,
        bio: leader.bio,
        about: leader.about,
        achievements: lines(leader.achievements),
        specialties: lines(leader.specialties),
        social: { ...leader.social },
      },
    });
  }
  for (const testimonial of seedTestimonials) {
    await payload.create({
      ...base,
      collection: 'testimonials',
      data: { _status: 'published', ...testimonial },
    });
  }
  for (const study of seedCaseStudies) {
    await payload.create({
      ...base,
      collection: 'case-studies',
      data: {
        _status: 'published',
        anchor: study.id,
        title: study.title,
        industry: study.industry,
        client: study.client,
        duration: study.duration,
        challenge: study.challenge,
        solution: study.solution,
        built: lines(study.built),
        stack: [...study.stack],
        outcomes: study.outcomes.map((outcome) => ({ ...outcome })),
        art: study.art,
      },
    });
  }
}
