import { careersPage, departments, jobs, locations } from '@/content/jobs';
import { filterJobs, getJobBySlug, getOpenJobs, parseJobSearch } from '@/lib/jobs';
import type { Job } from '@/content/types';

const today = new Date('2026-11-21T06:00:00Z');
const titles = (list: readonly Job[]) => list.map((job) => job.title);

describe('the postings', () => {
  it('are the six roles of the careers page, all full-time in Ahmedabad', () => {
    expect(titles(jobs)).toEqual([
      'Senior Frontend Developer',
      'Product Manager',
      'UX/UI Designer',
      'DevOps Engineer',
      'Marketing Specialist',
      'Data Scientist',
    ]);
    for (const job of jobs) {
      expect(job.type).toBe('Full-time');
      expect(job.location).toBe('Ahmedabad, Gujarat');
      expect(departments).toContain(job.department);
    }
  });

  it('have unique URL-safe slugs, real dates and sensible salary ranges', () => {
    expect(new Set(jobs.map((job) => job.slug)).size).toBe(jobs.length);
    for (const job of jobs as readonly Job[]) {
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
    expect(locations).toEqual(['Ahmedabad, Gujarat']);
    expect(careersPage.why.benefits.map((benefit) => benefit.title)).toEqual([
      'Health & Wellness',
      'Growth & Learning',
      'Work-Life Balance',
      'Equity & Rewards',
    ]);
  });
});

describe('getOpenJobs', () => {
  it('lists every posting while none has closed', () => {
    expect(getOpenJobs(today)).toHaveLength(6);
  });

  it('keeps a posting open through the whole of its last day in India', () => {
    // 2027-01-15 23:00 in Ahmedabad is 17:30 UTC.
    expect(titles(getOpenJobs(new Date('2027-01-15T17:30:00Z')))).toContain('Product Manager');
    // 2027-01-16 00:30 in Ahmedabad is still 2027-01-15 in UTC.
    expect(titles(getOpenJobs(new Date('2027-01-15T19:00:00Z')))).not.toContain('Product Manager');
  });

  it('keeps a posting without a closing date open', () => {
    const later = getOpenJobs(new Date('2030-01-01T00:00:00Z'));
    expect(titles(later)).toEqual(['Marketing Specialist']);
  });
});

describe('getJobBySlug', () => {
  it('finds an open posting by its slug', () => {
    expect(getJobBySlug('data-scientist', today)?.title).toBe('Data Scientist');
  });

  it('returns undefined for an unknown slug', () => {
    expect(getJobBySlug('astronaut', today)).toBeUndefined();
    expect(getJobBySlug('', today)).toBeUndefined();
    expect(getJobBySlug('Data-Scientist', today)).toBeUndefined();
  });

  it('returns undefined for a closed posting', () => {
    expect(getJobBySlug('product-manager', new Date('2027-03-01T00:00:00Z'))).toBeUndefined();
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

  it('filters by location', () => {
    expect(filterJobs(jobs, { location: 'Ahmedabad, Gujarat' })).toHaveLength(6);
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
    ).toEqual({ q: 'react', department: 'Engineering', location: 'Ahmedabad, Gujarat' });
  });

  it('gives empty values when nothing is set', () => {
    expect(parseJobSearch({})).toEqual({ q: '', department: '', location: '' });
  });

  it('turns All and unknown values into no filter, and spells known ones as options', () => {
    expect(parseJobSearch({ department: 'All', location: 'all' })).toEqual({
      q: '',
      department: '',
      location: '',
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
