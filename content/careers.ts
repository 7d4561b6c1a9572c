/**
 * Words of the job pages and the application dialog (the postings themselves are in jobs.ts). Kept
 * out of the components so a copy edit never touches layout code.
 */
/**
 * What happens after someone applies, with typical times: shown on /career and every job page, and
 * in the applicant's acknowledgement e-mail (lib/mail/application.tsx).
 */
export const hiringSteps = {
  heading: 'What happens after you apply',
  intro: 'The same four steps for every role, with the times they usually take.',
  /** Read before each step's number by screen readers ('Step 1, Within 5 working days'). */
  step: 'Step',
  steps: [
    {
      title: 'We read your application',
      time: 'Within 5 working days',
      text: 'Someone in our HR team reads every application and tells you whether we will take it further.',
    },
    {
      title: 'A first call',
      time: 'About 30 minutes',
      text: 'A call with HR about the role, your experience and what you are looking for in your next job.',
    },
    {
      title: 'A technical conversation',
      time: 'About an hour, within 2 weeks',
      text: 'A conversation with the team you would join about your work, or a short exercise done together. Never days of homework.',
    },
    {
      title: 'An offer',
      time: 'Within 3 working days',
      text: 'If we both want to go ahead, you receive a written offer within 3 working days of the last conversation.',
    },
  ],
} as const;

export const jobPageCopy = {
  count: { one: 'position found', other: 'positions found' },
  search: 'Search',
  posted: 'Posted',
  closes: 'Apply by',
  deadline: 'Deadline',
  openUntilFilled: 'Open until filled',
  workMode: 'Work mode',
  remoteIn: 'from anywhere in',
  salary: 'Salary',
  perYear: 'per year',
  experience: 'Experience',
  department: 'Department',
  location: 'Location',
  type: 'Job type',
  about: 'About the role',
  responsibilities: 'What you will do',
  requirements: 'What we are looking for',
  niceToHave: 'Nice to have',
  apply: 'Apply for this job',
  applyPrompt: 'Interested? Send us your application and resume. It takes about five minutes.',
  hiddenFor: 'for',
  backToList: 'All open positions',
  similar: { heading: 'Similar open positions', none: 'No similar position is open right now.' },
  closed: {
    status: 'This position has closed',
    text: 'We are no longer taking applications for this role. The positions below are open, or you can send a general application and we will keep you in mind for the next opening.',
    generalApplication: 'Submit a General Application',
    allPositions: 'See all open positions',
  },
  feed: {
    follow: 'Follow these jobs',
    followHint:
      'Atom feed: add it to a feed reader or a feed-to-e-mail service to hear of new openings.',
    title: 'Open positions at',
    jsonTitle: 'JSON Feed',
  },
  /** Subjects of the e-mail Apply opens for visitors without JavaScript. */
  emailSubject: 'Application:',
  generalEmailSubject: 'General application',
} as const;

export const applicationCopy = {
  title: 'Apply for a Position',
  titleFor: 'Apply for',
  description: 'Fields marked * are required. Our HR team reads every application.',
  /** The pages' meta descriptions. */
  generalDescription:
    'Apply to Acme Technologies in Ahmedabad without a specific opening: send your details and resume to our HR team.',
  descriptionFor: (title: string) =>
    `Apply for the ${title} position at Acme Technologies in Ahmedabad: your details and resume go straight to our HR team.`,
  breadcrumb: 'Apply',
  fields: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone Number',
    location: 'Location',
    position: 'Position Applied For',
    positionPlaceholder: 'Choose a position',
    experience: 'Years of Experience',
    experiencePlaceholder: 'Choose a range',
    experienceSuffix: 'years',
    expectedSalary: 'Expected Salary',
    expectedSalaryHint: 'Yearly, in rupees (for example 12 LPA)',
    availableDate: 'Available Start Date',
    coverLetter: 'Cover Letter',
    resume: 'Resume',
  },
  resume: {
    choose: 'Choose a file',
    drop: 'or drag and drop it here',
    hint: 'Max 5MB · PDF, DOC or DOCX',
    chosen: 'Chosen file:',
    remove: 'Remove',
    removeHidden: 'the resume',
  },
  privacy: {
    heading: 'How we use your data',
    text: 'Your application and resume are sent by e-mail to our HR team and seen only by them and the interviewers for the role. We keep them for 12 months after the hiring decision, then delete them. To have them deleted sooner, e-mail',
    more: 'Read our Privacy Policy',
  },
  cancel: 'Cancel',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  messages: {
    success: 'Application submitted successfully!',
    failure: 'Failed to submit application.',
    networkError: 'An error occurred. Please try again.',
  },
} as const;
