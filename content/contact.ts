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
} as const;
