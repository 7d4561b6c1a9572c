import type { Access, FieldAccess } from 'payload';

/**
 * Who may do what in the editor and the CMS API. An admin may do everything, users included; HR
 * owns the jobs; marketing owns the news, the leaders, the testimonials and the case studies. A
 * role sees only its own collections: the others are hidden in the editor and answer 403 in the
 * API. The public site reads published content through Payload's Local API (lib/cms/content.ts),
 * not through these rules.
 */
export const roles = ['admin', 'hr', 'marketing'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  admin: 'Admin (everything, users)',
  hr: 'HR (jobs)',
  marketing: 'Marketing (news, leaders, testimonials, case studies)',
};

type WithRoles = { roles?: readonly string[] | null } | null | undefined;

export function hasRole(user: WithRoles, ...allowed: readonly Role[]): boolean {
  return Boolean(user?.roles?.some((role) => role === 'admin' || allowed.includes(role as Role)));
}

/** Access for the users of `allowed` roles (and admins), to every operation of a collection. */
export function editorsOf(...allowed: readonly Role[]) {
  const access: Access = ({ req }) => hasRole(req.user as WithRoles, ...allowed);
  return {
    read: access,
    create: access,
    update: access,
    delete: access,
    readVersions: access,
  };
}

/** Hides a collection in the editor's navigation from the users who may not open it. */
export function hiddenFrom(...allowed: readonly Role[]) {
  return ({ user }: { user: unknown }) => !hasRole(user as WithRoles, ...allowed);
}

export const adminsOnly: Access = ({ req }) => hasRole(req.user as WithRoles);
export const adminsOnlyField: FieldAccess = ({ req }) => hasRole(req.user as WithRoles);
