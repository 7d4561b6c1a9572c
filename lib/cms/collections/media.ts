import { join } from 'node:path';
import { APIError, ValidationError, type CollectionConfig } from 'payload';
import { cmsDataDir } from '../database';
import { slugify } from '../fields';
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
    // Before Payload reads the file: judged by its content with a message an editor understands,
    // and kept under a name that is safe in a URL (app/media/[file]): 'Team Photo (1).PNG' becomes
    // team-photo-1.png (Payload adds -1, -2... when the name is taken).
    beforeOperation: [
      ({ req, operation }) => {
        const file = req.file;
        if (!file || (operation !== 'create' && operation !== 'update')) return;
        if (file.size > MEDIA_MAX_BYTES || file.data.length > MEDIA_MAX_BYTES)
          throw new APIError(
            'The image is larger than 5 MB. Make it smaller and try again.',
            413,
            undefined,
            true,
          );
        const kind = imageKind(file.data);
        if (!kind)
          throw new ValidationError({
            collection: 'media',
            errors: [
              {
                path: 'file',
                message:
                  'This file is not a PNG, JPEG, WebP or AVIF image. Upload a photo or picture in one of those formats.',
              },
            ],
          });
        file.mimetype = kind.mimeType;
        const dot = file.name.lastIndexOf('.');
        const stem = slugify(dot > 0 ? file.name.slice(0, dot) : file.name) || 'image';
        file.name = `${stem}.${kind.extension}`;
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
