import { jobPageCopy } from '@/content/careers';
import type { Job } from '@/content/jobs';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-02' -> '2 November 2026'. */
export function formatJobDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** 'Apply by 15 December 2026' or 'Open until filled'. */
export function deadline(job: Job): string {
  return job.validThrough
    ? `${jobPageCopy.closes} ${formatJobDate(job.validThrough)}`
    : jobPageCopy.openUntilFilled;
}

/** 'Ahmedabad, Gujarat', 'Ahmedabad, Gujarat or Gandhinagar, Gujarat', 'Remote from anywhere in India'. */
export function jobPlace(job: Job): string {
  if (job.workMode === 'Remote' && job.remoteIn)
    return `${job.workMode} ${jobPageCopy.remoteIn} ${job.remoteIn.name}`;
  return job.locations.join(' or ');
}

/** 'Engineering · Ahmedabad, Gujarat · Hybrid' (a remote job's place already says 'Remote'). */
export function jobFacts(job: Job): string {
  return [job.department, jobPlace(job), job.workMode === 'Remote' ? '' : job.workMode]
    .filter(Boolean)
    .join(' · ');
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** '₹18,00,000 – ₹28,00,000 per year' */
export function formatSalary(salary: NonNullable<Job['salary']>): string {
  return `${rupees.format(salary.min)} – ${rupees.format(salary.max)} ${jobPageCopy.perYear}`;
}

/** '1 position found', '3 positions found' */
export function positionCount(count: number): string {
  return `${count} ${count === 1 ? jobPageCopy.count.one : jobPageCopy.count.other}`;
}

/** Where Apply leads without JavaScript: an e-mail to HR with the position in the subject. */
export function applyByEmail(hrEmail: string, position?: string): string {
  const subject = position
    ? `${jobPageCopy.emailSubject} ${position}`
    : jobPageCopy.generalEmailSubject;
  return `mailto:${hrEmail}?subject=${encodeURIComponent(subject)}`;
}
