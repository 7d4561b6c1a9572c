import type { JobPosting, WithContext } from 'schema-dts';
import { JsonLd } from '@/components/ui/json-ld';
import { jobPageCopy } from '@/content/careers';
import { socialLinks } from '@/content/company';
import type { Job } from '@/content/jobs';
import { site } from '@/lib/site';
import { organizationSummary } from '@/lib/structured-data';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function htmlList(heading: string, items: readonly string[]): string {
  if (!items.length) return '';
  const listItems = items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  return `<h3>${escapeHtml(heading)}</h3><ul>${listItems}</ul>`;
}

/** The posting as HTML, in the words and order the page shows it. */
export function jobDescriptionHtml(job: Job): string {
  return [
    `<p>${escapeHtml(job.about)}</p>`,
    htmlList(jobPageCopy.responsibilities, job.responsibilities),
    htmlList(jobPageCopy.requirements, job.requirements),
    htmlList(jobPageCopy.niceToHave, job.niceToHave),
  ].join('');
}

/** schema.org JobPosting (Google's required and recommended properties that apply). */
export function jobPostingData(job: Job): WithContext<JobPosting> {
  const url = `${site.url}/career/${job.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    url,
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: `${job.validThrough}T23:59:59+05:30` } : {}),
    employmentType: 'FULL_TIME',
    hiringOrganization: {
      ...organizationSummary(),
      // The organisation's profiles elsewhere; its own site is `url`.
      sameAs: socialLinks.map((link) => link.href),
      logo: `${site.url}/icon.svg`,
    },
    // Each office the job belongs to; a remote one is also TELECOMMUTE for applicants in a country.
    jobLocation: job.locations.map((location) => {
      const [locality, region] = location.split(', ');
      return {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: locality,
          addressRegion: region,
          addressCountry: site.address.countryCode,
        },
      };
    }),
    ...(job.workMode === 'Remote' && job.remoteIn
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: job.remoteIn.name },
        }
      : {}),
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.slug },
    directApply: true,
    experienceRequirements: {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: job.experience.min * 12,
    },
    ...(job.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.salary.min,
              maxValue: job.salary.max,
              unitText: job.salary.unit,
            },
          },
        }
      : {}),
  };
}

export function JobPostingJsonLd({ job }: { job: Job }) {
  return <JsonLd data={jobPostingData(job)} />;
}
