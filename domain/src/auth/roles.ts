/** The four roles of an account, in the order staff pick them. */
export const USER_ROLES = ['user', 'subject_consultant', 'coordinator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The back-office's refusal of any other role. */
export const USER_ROLE_INVALID = `Role must be one of: ${USER_ROLES.join(', ')}.`;
