/** Every budget and summary query of a job starts with 'job-cost', so a save refreshes both. */
export const jobBudgetKeys = {
  all: ['job-cost'] as const,
  budget: (jobId: string) => ['job-cost', 'budget', jobId] as const,
  summary: (jobId: string) => ['job-cost', 'summary', jobId] as const,
};
