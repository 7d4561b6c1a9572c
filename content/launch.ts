/** The countdown's units, largest first (lib/countdown.ts counts in them). */
export type CountdownUnit = 'days' | 'hours' | 'minutes' | 'seconds';

/** The home page's Coming Soon banner: the countdown to the launch and the Notify Me form. */
export type LaunchSection = {
  eyebrow: string;
  heading: string;
  text: string;
  /** Accessible name of the countdown; the numbers themselves are never announced. */
  countdownLabel: string;
  units: readonly { unit: CountdownUnit; short: string; long: string }[];
  launchLine: string;
  form: {
    label: string;
    placeholder: string;
    submit: string;
    sending: string;
    success: string;
    failure: string;
    networkError: string;
    privacy: string;
    /** Shown only without JavaScript, where the form cannot send. */
  };
  contactLead: string;
};

export const launchSection = {
  eyebrow: 'Coming Soon',
  heading: 'Something New Is on Its Way',
  text: 'Just a few days left until the big reveal of our new product!',
  countdownLabel: 'Time left until launch',
  units: [
    { unit: 'days', short: 'DAYS', long: 'days' },
    { unit: 'hours', short: 'HRS', long: 'hours' },
    { unit: 'minutes', short: 'MINS', long: 'minutes' },
    { unit: 'seconds', short: 'SECS', long: 'seconds' },
  ],
  launchLine: 'Launching in 5 Days!',
  form: {
    label: 'Email address for launch news',
    placeholder: 'Enter your email...',
    submit: 'Notify Me',
    sending: 'Sending...',
    success: 'Thanks! We will e-mail you when we launch.',
    failure: 'Something went wrong. Please try again later.',
    networkError: 'An error occurred while sending the form.',
    privacy: 'We use your address only to tell you about the launch.',
  },
  contactLead: 'Get in touch with us:',
} as const satisfies LaunchSection;

export function getLaunchSection(): typeof launchSection {
  return launchSection;
}
