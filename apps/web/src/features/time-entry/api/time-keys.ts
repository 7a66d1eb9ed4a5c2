/** Query keys of the time pages: everything under ['time'] is refreshed after a write. */
export const timeKeys = {
  all: ['time'] as const,
  options: () => ['time', 'options'] as const,
  week: (employeeId: string, date: string) => ['time', 'week', employeeId, date] as const,
  approvals: () => ['time', 'approvals'] as const,
  crews: () => ['time', 'crews'] as const,
};
