import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { departmentKeys, type TDepartmentList } from './company-settings-keys';

/** Every department, system ones first then by name (management). */
export function useFindDepartments() {
  return useQuery({
    queryKey: departmentKeys.list,
    queryFn: () => apiFetch<TDepartmentList>('/api/v1/departments'),
  });
}

/** Active departments by name (pickers, e.g. the employee form). */
export function useFindActiveDepartments() {
  return useQuery({
    queryKey: departmentKeys.active,
    queryFn: () => apiFetch<TDepartmentList>('/api/v1/departments?active=true'),
  });
}
