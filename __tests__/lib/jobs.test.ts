import { careersPage, departments, locations, workModes, type Job } from '@/content/jobs';
import { seedJobs as allJobs } from '@/lib/cms/seed/jobs';
import { jobSearchQuery } from '@/lib/job-search-query';
import {
  closedJobBySlug,
  filterJobs,
  isOpen,
  openJobBySlug,
  openJobs,
  parseJobSearch,
  similarJobs,
} from '@/lib/jobs';

const today = new Date('2026-11-21T06:00:00Z');
const titles = (list: readonly Job[]) => list.map((job) => job.title);
// The positions open on `today` (the QA Automation Engineer posting closed on 15 November).
const jobs = openJobs(allJobs, today);

describe('the postings', () => {
  it('are the six open roles of the careers page and one that has closed, all full-time', () => {
    expect(titles(jobs)).toEqual([
      'Senior Frontend Developer',
      'Product Manager',
      'UX/UI Designer',
      'DevOps Engineer',
      'Marketing Specialist',
      'Data Scientist',
    ]);
    expect(titles(allJobs)).toEqual([...titles(jobs), 'QA Automation Engineer']);
    for (const job of allJobs as readonly Job[]) {
      expect(job.type).toBe('Full-time');
      expect(departments).toContain(job.department);
      expect(workModes).toContain(job.workMode);
      expect(job.locations.length).toBeGreaterThan(0);
      for (const location of job.locations) expect(locations).toContain(location);
      // Only a remote job says where its applicants may live.
      expect(job.remoteIn !== undefined).toBe(job.workMode === 'Remote');
      expect(job.skills.length).toBeGreaterThan(2);
    }
  });

  it('include on-site, hybrid and remote jobs, one in two places, and one open until filled', () => {
    const modes = jobs.map((job) => job.workMode);
    expect(modes).toEqual(expect.arrayContaining(['On-site', 'Hybrid', 'Remote']));
    expect(jobs.some((job) => job.locations.length > 1)).toBe(true);
    expect(jobs.some((job) => !('validThrough' in job))).toBe(true);
    expect(jobs.some((job) => 'salary' in job)).toBe(true);
  });

  it('have unique URL-safe slugs, real dates and sensible salary ranges', () => {
    expect(new Set(allJobs.map((job) => job.slug)).size).toBe(allJobs.length);
    for (const job of allJobs as readonly Job[]) {
      expect(job.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(job.datePosted <= '2026-11-21').toBe(true);
      if (job.validThrough) expect(job.validThrough > job.datePosted).toBe(true);
      if (job.salary) expect(job.salary.min).toBeLessThan(job.salary.max);
      expect(job.responsibilities.length).toBeGreaterThan(2);
      expect(job.requirements.length).toBeGreaterThan(2);
    }
  });

  it('offer the filter options of the careers page', () => {
    expect(departments).toEqual(['All', 'Engineering', 'Product', 'Design', 'Marketing']);
    expect(locations).toEqual(['Ahmedabad, Gujarat', 'Gandhinagar, Gujarat']);
    expect(workModes).toEqual(['On-site', 'Hybrid', 'Remote']);
    expect(careersPage.why.benefits.map((benefit) => benefit.title)).toEqual([
      'Health & Wellness',
      'Growth & Learning',
      'Work-Life Balance',
      'Equity & Rewards',
    ]);
  });
});

describe('openJobs', () => {
  it('lists every posting but the one that has closed', () => {
    expect(openJobs(allJobs, today)).toHaveLength(6);
    expect(titles(openJobs(allJobs, new Date('2026-11-15T12:00:00Z')))).toContain(
      'QA Automation Engineer',
    );
  });

  it('keeps a posting open through the whole of its last day in India', () => {
    // 2027-01-15 23:00 in Ahmedabad is 17:30 UTC.
    expect(titles(openJobs(allJobs, new Date('2027-01-15T17:30:00Z')))).toContain(
      'Product Manager',
    );
    // 2027-01-16 00:30 in Ahmedabad is still 2027-01-15 in UTC.
    expect(titles(openJobs(allJobs, new Date('2027-01-15T19:00:00Z')))).not.toContain(
      'Product Manager',
    );
  });

  it('keeps a posting without a closing date open', () => {
    const later = openJobs(allJobs, new Date('2030-01-01T00:00:00Z'));
    expect(titles(later)).toEqual(['Marketing Specialist']);
  });
});

describe('isOpen', () => {
  const job = allJobs[0] as Job;
  it('is false once HR ticks Closed early, before the closing date', () => {
    expect(isOpen(job, today)).toBe(true);
    expect(isOpen({ ...job, closedEarly: true }, today)).toBe(false);
    expect(closedJobBySlug([{ ...job, closedEarly: true }], job.slug, today)?.title).toBe(
      job.title,
    );
    expect(openJobs([{ ...job, closedEarly: true }], today)).toEqual([]);
  });
});

describe('openJobBySlug', () => {
  it('finds an open posting by its slug', () => {
    expect(openJobBySlug(allJobs, 'data-scientist', today)?.title).toBe('Data Scientist');
  });

  it('returns undefined for an unknown slug', () => {
    expect(openJobBySlug(allJobs, 'astronaut', today)).toBeUndefined();
    expect(openJobBySlug(allJobs, '', today)).toBeUndefined();
    expect(openJobBySlug(allJobs, 'Data-Scientist', today)).toBeUndefined();
  });

  it('returns undefined for a closed posting', () => {
    expect(
      openJobBySlug(allJobs, 'product-manager', new Date('2027-03-01T00:00:00Z')),
    ).toBeUndefined();
    expect(openJobBySlug(allJobs, 'qa-automation-engineer', today)).toBeUndefined();
  });
});

describe('closedJobBySlug', () => {
  it('finds a posting only once it has closed', () => {
    expect(closedJobBySlug(allJobs, 'qa-automation-engineer', today)?.title).toBe(
      'QA Automation Engineer',
    );
    expect(closedJobBySlug(allJobs, 'product-manager', today)).toBeUndefined();
    expect(
      closedJobBySlug(allJobs, 'product-manager', new Date('2027-03-01T00:00:00Z'))?.title,
    ).toBe('Product Manager');
    expect(closedJobBySlug(allJobs, 'astronaut', today)).toBeUndefined();
  });
});

describe('similarJobs', () => {
  const job = (slug: string) => allJobs.find((candidate) => candidate.slug === slug)!;

  it('gives up to three open positions, the same department first, then shared skills', () => {
    // Engineering first (the DevOps Engineer shares CI/CD as well), then the designer (Accessibility).
    expect(titles(similarJobs(job('senior-frontend-developer'), allJobs, today))).toEqual([
      'DevOps Engineer',
      'Data Scientist',
      'UX/UI Designer',
    ]);
    // Closed postings are never suggested, and a closed posting gets open ones.
    expect(titles(similarJobs(job('qa-automation-engineer'), allJobs, today))).toEqual([
      'Senior Frontend Developer',
      'DevOps Engineer',
      'Data Scientist',
    ]);
  });

  it('leaves out unrelated jobs and the job itself', () => {
    const similar = titles(similarJobs(job('product-manager'), allJobs, today));
    expect(similar).not.toContain('Product Manager');
    // Shares Analytics with the marketing and data roles only.
    expect(similar).toEqual(['Marketing Specialist', 'Data Scientist']);
  });
});

describe('filterJobs', () => {
  it('returns everything without a search', () => {
    expect(filterJobs(jobs)).toHaveLength(6);
    expect(filterJobs(jobs, { q: '', department: '', location: '' })).toHaveLength(6);
    expect(filterJobs(jobs, { q: '   ', department: 'All', location: 'All' })).toHaveLength(6);
  });

  it('searches titles case-insensitively', () => {
    expect(titles(filterJobs(jobs, { q: 'DEVOPS engineer' }))).toEqual(['DevOps Engineer']);
  });

  it('searches the description, not only the title', () => {
    expect(titles(filterJobs(jobs, { q: 'figma' }))).toEqual(
      expect.arrayContaining(['UX/UI Designer']),
    );
    expect(titles(filterJobs(jobs, { q: 'terraform' }))).toEqual(['DevOps Engineer']);
    expect(titles(filterJobs(jobs, { q: '  Machine-learning  ' }))).toEqual(['Data Scientist']);
  });

  it('filters by department', () => {
    expect(titles(filterJobs(jobs, { department: 'Engineering' }))).toEqual([
      'Senior Frontend Developer',
      'DevOps Engineer',
      'Data Scientist',
    ]);
    expect(titles(filterJobs(jobs, { department: 'design' }))).toEqual(['UX/UI Designer']);
  });

  it('combines the search with the filters', () => {
    expect(titles(filterJobs(jobs, { q: 'python', department: 'Engineering' }))).toEqual([
      'DevOps Engineer',
      'Data Scientist',
    ]);
    expect(filterJobs(jobs, { q: 'figma', department: 'Marketing' })).toEqual([
      expect.objectContaining({ title: 'Marketing Specialist' }),
    ]);
    expect(filterJobs(jobs, { q: 'kubernetes', department: 'Product' })).toEqual([]);
  });

  it('filters by location, with a remote job once in every location', () => {
    expect(filterJobs(jobs, { location: 'Ahmedabad, Gujarat' })).toHaveLength(6);
    const gandhinagar = titles(filterJobs(jobs, { location: 'Gandhinagar, Gujarat' }));
    expect(gandhinagar).toEqual(['UX/UI Designer', 'DevOps Engineer', 'Data Scientist']);
    for (const location of locations) {
      const found = titles(filterJobs(jobs, { location }));
      expect(found.filter((title) => title === 'UX/UI Designer')).toHaveLength(1);
    }
  });

  it('filters by work mode, alone and with a location', () => {
    expect(titles(filterJobs(jobs, { mode: 'Remote' }))).toEqual(['UX/UI Designer']);
    expect(titles(filterJobs(jobs, { mode: 'hybrid' }))).toEqual([
      'Senior Frontend Developer',
      'DevOps Engineer',
      'Data Scientist',
    ]);
    expect(titles(filterJobs(jobs, { mode: 'On-site', location: 'Gandhinagar, Gujarat' }))).toEqual(
      [],
    );
    expect(filterJobs(jobs, { mode: 'Underwater' })).toHaveLength(6);
  });

  it('finds nothing for a search that matches nothing', () => {
    expect(filterJobs(jobs, { q: 'cobol mainframe' })).toEqual([]);
  });

  it('ignores a department or location that is not an option', () => {
    expect(filterJobs(jobs, { department: 'Sales' })).toHaveLength(6);
    expect(filterJobs(jobs, { location: 'Mumbai' })).toHaveLength(6);
  });
});

describe('parseJobSearch', () => {
  it('reads q, department and location from URL search params', () => {
    expect(
      parseJobSearch({ q: ' react ', department: 'Engineering', location: 'Ahmedabad, Gujarat' }),
    ).toEqual({ q: 'react', department: 'Engineering', location: 'Ahmedabad, Gujarat', mode: '' });
    expect(parseJobSearch({ mode: 'remote' }).mode).toBe('Remote');
    expect(parseJobSearch({ mode: 'Anywhere' }).mode).toBe('');
  });

  it('gives empty values when nothing is set', () => {
    expect(parseJobSearch({})).toEqual({ q: '', department: '', location: '', mode: '' });
  });

  it('writes back as the query it was read from', () => {
    const search = parseJobSearch({ q: 'ui', location: 'Gandhinagar, Gujarat', mode: 'Remote' });
    expect(jobSearchQuery(search)).toBe('q=ui&location=Gandhinagar%2C+Gujarat&mode=Remote');
    expect(parseJobSearch(Object.fromEntries(new URLSearchParams(jobSearchQuery(search))))).toEqual(
      search,
    );
    expect(jobSearchQuery(parseJobSearch({}))).toBe('');
  });

  it('turns All and unknown values into no filter, and spells known ones as options', () => {
    expect(parseJobSearch({ department: 'All', location: 'all' })).toEqual({
      q: '',
      department: '',
      location: '',
      mode: '',
    });
    expect(parseJobSearch({ department: 'Sales', location: 'Pune' })).toMatchObject({
      department: '',
      location: '',
    });
    expect(parseJobSearch({ department: 'marketing' }).department).toBe('Marketing');
  });

  it('takes the first of repeated params', () => {
    expect(parseJobSearch({ q: ['design', 'devops'], department: ['Design', 'Product'] })).toEqual({
      q: 'design',
      department: 'Design',
      location: '',
      mode: '',
    });
  });

  it('collapses whitespace and bounds the length of the text', () => {
    expect(parseJobSearch({ q: 'data \n\t scientist' }).q).toBe('data scientist');
    expect(parseJobSearch({ q: 'x'.repeat(5000) }).q).toHaveLength(100);
  });

  it('gives a search that filters like the raw params', () => {
    const params = { q: 'Engineer', department: 'engineering' };
    expect(filterJobs(jobs, parseJobSearch(params))).toEqual(filterJobs(jobs, params));
  });
});
