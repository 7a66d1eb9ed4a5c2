export type TEmployeeListParams = { search: string; page: number; pageSize: number };

export const peopleKeys = {
  employees: ['employees'] as const,
  employeeList: (params: TEmployeeListParams) => ['employees', 'list', params] as const,
  companyUsers: ['company-users'] as const,
  companyUserList: (search: string) => ['company-users', 'list', search] as const,
};
