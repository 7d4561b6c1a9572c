import { join } from 'node:path';
import { APIError, type CollectionConfig } from 'payload';
import { cmsDataDir } from '../database';
import { imageKind, MEDIA_MAX_BYTES, MEDIA_MIME_TYPES } from '../image-kind';
import { editorsOf, hiddenFrom } from '../roles';

/** Where uploaded images are kept; the site serves them at /media/<file> (app/media). */
export const mediaDir = () => join(cmsDataDir(), 'media');

/**
 * Photos and pictures for news articles and leaders' profiles: PNG, JPEG, WebP or AVIF, judged by
 * their content, up to 5 MB, each with the text a screen reader reads instead.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', hidden: hiddenFrom('marketing') },
  access: editorsOf('marketing'),
  upload: {
    staticDir: mediaDir(),
    mimeTypes: MEDIA_MIME_TYPES,
    focalPoint: false,
    crop: false,
  },
  hooks: {
    beforeValidate: [
      ({ req }) => {
        const file = req.file;
        if (!file) return;
        if (file.size > MEDIA_MAX_BYTES || file.data.length > MEDIA_MAX_BYTES)
          throw new APIError('The image is larger than 5 MB. Make it smaller and try again.', 413);
        const kind = imageKind(file.data);
        if (!kind)
          throw new APIError(
            'This file is not a PNG, JPEG, WebP or AVIF image. Upload a photo or picture in one of those formats.',
            400,
          );
        file.mimetype = kind.mimeType;
      },
    ],
  },
  fields: [
    {
      name: 'alt',
      label: 'Text for screen readers',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: {
        description: 'What the picture shows, in one sentence, for people who cannot see it.',
      },
    },
  ],
};
