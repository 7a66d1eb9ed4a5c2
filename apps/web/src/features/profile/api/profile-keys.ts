export const profileKeys = {
  sessions: ['me', 'sessions'] as const,
  events: ['me', 'security-events'] as const,
  factors: ['me', 'factors'] as const,
};
