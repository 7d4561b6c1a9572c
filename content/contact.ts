export const contactPage = {
  title: 'Contact Us',
  subtitle: 'Get in touch with us for any inquiries or support',
  description:
    'Call, e-mail or visit our Ahmedabad office to talk about your software, web, mobile, cloud or Salesforce project. We respond within 24 hours.',
  panel: {
    heading: 'Get In Touch',
    text: 'Tell us what you are building. A consultant, not a call centre, answers every enquiry.',
    location: 'Ahmedabad, Gujarat',
  },
  hours: { heading: 'Business Hours' },
  response: { heading: 'Quick Response', text: 'We respond within 24 hours' },
  form: {
    heading: 'Send us a Message',
    intro: 'Fields marked * are required.',
    fields: {
      name: 'Full Name',
      email: 'Email Address',
      phone: 'Phone Number',
      company: 'Company',
      service: 'Service',
      timeline: 'Timeline',
      subject: 'Subject',
      message: 'Message',
    },
    submit: 'Send Message',
    sending: 'Sending...',
  },
  messages: {
    success: 'Thank you for your message! We will get back to you soon.',
    failure: 'Something went wrong. Please try again later.',
    networkError: 'An error occurred while sending the form.',
  },
} as const;

/** The 'Get Started' dialog opened from the navbar on every page. */
export const getStartedDialog = {
  title: 'Get Started',
  description: 'Tell us about your project and we will get back to you within 24 hours.',
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    service: 'Service',
    timeline: 'Timeline',
    message: 'Message',
  },
  cancel: 'Cancel',
  submit: 'Send Message',
  sending: 'Sending...',
  messages: {
    success: 'Your message has been sent successfully!',
    failure: 'Something went wrong. Please try again later.',
  },
} as const;
