export { getRoles, type RoleOption } from '@/api/get-roles';
