import type { CollectionConfig } from 'payload';
import { adminsOnly, adminsOnlyField, hasRole, roleLabels, roles } from '../roles';

/** How many wrong passwords in a row lock an account, and for how long. */
export const MAX_LOGIN_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;
/** A session lasts a working day. */
const SESSION_SECONDS = 8 * 60 * 60;

const selfOrAdmin = ({ req, id }: { req: { user?: unknown }; id?: string | number }) => {
  const user = req.user as { id: string | number; roles?: string[] } | null | undefined;
  if (!user) return false;
  if (hasRole(user)) return true;
  return id === undefined ? { id: { equals: user.id } } : String(id) === String(user.id);
};

/**
 * The people who sign in to the editor. Nobody signs up on the web: the first admin is made on the
 * command line (`npm run admin:create`), and admins add the others. Sessions are HttpOnly cookies,
 * Secure over HTTPS and SameSite=Strict, so another site can neither read nor send them.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'Admin' },
  auth: {
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_MINUTES * 60 * 1000,
    tokenExpiration: SESSION_SECONDS,
    useSessions: true,
    cookies: {
      secure: process.env.NODE_ENV === 'production',
      sameSite: 'Strict',
    },
  },
  access: {
    create: adminsOnly,
    delete: adminsOnly,
    read: selfOrAdmin,
    update: selfOrAdmin,
    // Payload lets any signed-in user unlock any account: only an admin may undo a lockout.
    unlock: adminsOnly,
    admin: ({ req }) => Boolean((req.user as { roles?: string[] } | null)?.roles?.length),
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      saveToJWT: true,
      options: roles.map((role) => ({ value: role, label: roleLabels[role] })),
      access: { create: adminsOnlyField, update: adminsOnlyField },
      admin: { description: 'What this person may change. Only an admin can set roles.' },
    },
  ],
};
