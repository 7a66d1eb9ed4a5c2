/** Query keys of the pay-setup screens. */
export const paySetupKeys = {
  employee: (id: string) => ['employee-pay', id] as const,
  settings: ['payroll-settings'] as const,
  workersComp: ['workers-comp-classes'] as const,
  fringes: ['fringe-rates'] as const,
  overtime: ['overtime-rules'] as const,
  taxParameters: (year: number | null) => ['tax-parameters', year] as const,
  taxAll: ['tax-parameters'] as const,
};

export const enc = encodeURIComponent;
