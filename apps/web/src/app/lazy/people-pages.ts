// One chunk: the people of the company (employees and third-party users).
export { EmployeeManagementPage } from '@/features/people/pages/employee-management-page';
export { ThirdPartyUsersPage } from '@/features/people/pages/third-party-users-page';
