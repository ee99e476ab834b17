import type { Schema } from '../../http/bff-types';
import type { LegacyUserInfo } from './auth.legacy';

/** The user info the SPA gets: the fields bff.yaml names, one by one (the core's extras, e.g. branName, stay here). */
export function userInfoAnswer(
  user: Partial<LegacyUserInfo>,
  fallback: { userCode?: string } = {},
): Schema<'UserInfo'> {
  return {
    userCode: user.userCode || fallback.userCode || '',
    userName: user.userName ?? '',
    roleName: user.roleName ?? '',
    roleCode: user.roleCode ?? '',
    branCode: user.branCode ?? '',
    otpValidate: user.otpValidate,
    randomPageId: user.randomPageId,
    carryYn: user.carryYn,
    pirCode: user.pirCode,
    pptCode: user.pptCode,
    pirYn: user.pirYn,
    mecYn: user.mecYn,
  };
}

/** The branch/role pairs the SPA gets. */
export function roleOptions(
  roles: { branCode: string; roleCode: string; roleName: string }[],
): Schema<'RoleOption'>[] {
  return roles.map(({ branCode, roleCode, roleName }) => ({ branCode, roleCode, roleName }));
}
