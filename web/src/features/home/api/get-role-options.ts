import useSWR from 'swr';
import { getRoles } from '@/api/get-roles';

export function useRoleOptions() {
  return useSWR('/api/auth/roles', getRoles);
}
