import { z } from 'zod';
import { enquiryServiceKeys, enquiryTimelineKeys } from '@/content/enquiry';
import {
  email,
  honeypot,
  multiLine,
  noticeFields,
  optionalChoice,
  optionalPhone,
  requiredLine,
  singleLine,
} from './fields';

export const CONTACT_LIMITS = { name: 100, company: 100, subject: 150, message: 5000 } as const;

/** One schema for the contact page form, the Get Started dialog and POST /api/contact/. */
export const contactSchema = z
  .object({
    name: requiredLine(CONTACT_LIMITS.name, 'Name', 'Name is required'),
    email: email('Email is required', 'Please enter a valid email'),
    phone: optionalPhone(),
    company: singleLine(CONTACT_LIMITS.company, 'Company').optional().default(''),
    service: optionalChoice(enquiryServiceKeys, 'Please choose a service from the list'),
    timeline: optionalChoice(enquiryTimelineKeys, 'Please choose a timeline from the list'),
    subject: singleLine(CONTACT_LIMITS.subject, 'Subject').optional().default(''),
    message: multiLine(CONTACT_LIMITS.message, 'Message', 'Message is required').refine(
      (value) => value.length > 0,
      'Message is required',
    ),
    website: honeypot,
    ...noticeFields,
  })
  .strict();

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
