import type { SelectField } from 'payload';

/**
 * The drawings that ship with the site (public/<folder>/*.svg). An article or a profile shows an
 * uploaded image (the media collection) or, without one, one of these.
 */
export const illustrations = {
  news: ['/news/delivery-centre.svg', '/news/ai-practice.svg', '/news/iso-certification.svg'],
  leaders: ['/leaders/arjun-mehta.svg', '/leaders/priya-desai.svg'],
} as const;

export function illustrationField(folder: keyof typeof illustrations): SelectField {
  return {
    name: 'illustration',
    label: 'Or a drawing of the site',
    type: 'select',
    options: illustrations[folder].map((path) => ({ value: path, label: path.split('/').pop()! })),
    admin: { description: 'Used when no image is uploaded.' },
  };
}

/** An article needs a picture: an uploaded image or one of the site's drawings. */
export const pictureRule = (
  value: unknown,
  { siblingData }: { siblingData?: Record<string, unknown> },
) => (value != null || siblingData?.illustration ? true : 'Upload an image or choose a drawing.');
