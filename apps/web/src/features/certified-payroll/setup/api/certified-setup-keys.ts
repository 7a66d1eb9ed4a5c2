/** Query keys of the certified payroll set-up screens. */
export const certifiedSetupKeys = {
  all: ['certified-setup'] as const,
  job: (id: string) => ['certified-setup', 'job', id] as const,
  determinations: (jobId: string) => ['certified-setup', 'determinations', jobId] as const,
  viewers: (jobId: string) => ['certified-setup', 'viewers', jobId] as const,
  programs: ['certified-setup', 'programs'] as const,
  officers: ['certified-setup', 'officers'] as const,
  people: ['certified-setup', 'people'] as const,
  employee: (id: string) => ['certified-setup', 'employee', id] as const,
};

export const enc = encodeURIComponent;
