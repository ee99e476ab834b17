import { checkDigitFor, isTaiwanId } from '@agent-portal/contracts/rules';
import { Router, type Response } from 'express';
import { branchNames, findUser, newUser, users, type BranchRole, type FixtureUser } from '../fixtures/users';
import { state } from '../state';
import { route } from './contract';

/** Issue 44 item 2: the agents, made and changed by the spec's names (no code edit to prepare a test day). */
export const usersControl = Router();

/** The role names of the codes the specs name: agent, manager (MANAGER_ROLE_CODE R02), BM1 (internal). */
const ROLE_NAMES: Record<string, string> = { R01: '業務員', R02: '業務主管', BM1: '內勤業務員' };
const FLAGS = ['loginOtpEnableYn', 'pirYn', 'mecYn', 'remoteEduYn', 'oldAgeEduYn', 'carryYn'] as const;
const ACCOUNT_STATES = [516, 517, 518, 519] as const;
const EDITABLE = new Set<string>([
  ...FLAGS,
  'userName',
  'password',
  'email',
  'mobile',
  'roles',
  'accountState',
  'idn',
]);

class UserFieldError extends Error {}

type Changes = Partial<Omit<FixtureUser, 'loginStatus'>> & {
  accountState?: FixtureUser['loginStatus'] | null;
};

/** The fields a body sets, each checked; a UserFieldError says what to change. */
function changesOf(body: unknown): Changes {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new UserFieldError('the body must be a JSON object');
  const b = body as Record<string, unknown>;
  const out: Changes = {};
  for (const key of Object.keys(b)) {
    if (key !== 'userCode' && !EDITABLE.has(key)) throw new UserFieldError(`unknown field ${key}`);
  }
  for (const flag of FLAGS) {
    if (b[flag] === undefined) continue;
    if (b[flag] !== 'Y' && b[flag] !== 'N') throw new UserFieldError(`${flag} must be Y or N`);
    out[flag] = b[flag];
  }
  if (b.userName !== undefined) {
    if (typeof b.userName !== 'string' || !b.userName.trim() || b.userName.length > 20)
      throw new UserFieldError('userName must be a non-blank text of at most 20 characters');
    out.userName = b.userName.trim();
  }
  if (b.password !== undefined) {
    if (typeof b.password !== 'string' || b.password.length < 1 || b.password.length > 50)
      throw new UserFieldError('password must be a text of 1 to 50 characters');
    out.password = b.password;
  }
  if (b.idn !== undefined) {
    if (typeof b.idn !== 'string' || !isTaiwanId(b.idn.toUpperCase()))
      throw new UserFieldError('idn must be a valid national ID');
    out.idn = b.idn.toUpperCase();
  }
  if (b.email !== undefined) {
    if (b.email !== null && (typeof b.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(b.email)))
      throw new UserFieldError('email must be an e-mail address, or null for none on file');
    out.email = b.email;
  }
  if (b.mobile !== undefined) {
    if (b.mobile !== null && (typeof b.mobile !== 'string' || !/^09\d{8}$/.test(b.mobile)))
      throw new UserFieldError('mobile must be 09 and 8 digits, or null for none on file');
    out.mobile = b.mobile;
  }
  if (b.roles !== undefined) out.roles = rolesOf(b.roles);
  if (b.accountState !== undefined) {
    if (b.accountState !== null && !ACCOUNT_STATES.includes(b.accountState as 516))
      throw new UserFieldError('accountState must be 516, 517, 518, 519 or null (none)');
    out.accountState = b.accountState as Changes['accountState'];
  }
  return out;
}

function rolesOf(value: unknown): BranchRole[] {
  const message = `roles must be a non-empty list of {branCode, roleCode}: branCode one of ${Object.keys(branchNames).join(', ')}, roleCode one of ${Object.keys(ROLE_NAMES).join(', ')}`;
  if (!Array.isArray(value) || value.length === 0) throw new UserFieldError(message);
  return value.map((r: unknown) => {
    const role = (typeof r === 'object' && r !== null ? r : {}) as Record<string, unknown>;
    const { branCode, roleCode } = role;
    if (typeof branCode !== 'string' || !branchNames[branCode]) throw new UserFieldError(message);
    if (typeof roleCode !== 'string' || !ROLE_NAMES[roleCode]) throw new UserFieldError(message);
    return { branCode, roleCode, roleName: ROLE_NAMES[roleCode] as string };
  });
}

/** Applies checked changes to an agent: its record, its password and its legacy account state. */
function apply(user: FixtureUser, { accountState, password, ...fields }: Changes): void {
  Object.assign(user, fields);
  if (accountState !== undefined) {
    if (accountState === null) delete user.loginStatus;
    else user.loginStatus = accountState;
    // A state set now applies from the next login, whatever password change came before.
    state.passwordChanged.delete(user.userCode);
  }
  if (password !== undefined) {
    user.password = password;
    state.passwords.set(user.userCode, password);
    state.passwordHistory.set(user.userCode, [...(state.passwordHistory.get(user.userCode) ?? []), password]);
  }
}

/** What the list shows of an agent: its record with the current password and the legacy account state. */
const view = ({ loginStatus, ...u }: FixtureUser) => ({
  ...u,
  password: state.passwords.get(u.userCode) ?? u.password,
  accountState: loginStatus ?? null,
});

const refused = (res: Response, e: unknown, status = 400) => {
  if (!(e instanceof UserFieldError)) throw e;
  res.status(status).json({ message: e.message });
};

/** A national ID for a made agent: F, sex 2, its code's digits (valid, and not one of the seeded customers'). */
function idnFor(userCode: string): string {
  const head = `F2${userCode.replace(/\D/g, '').padStart(7, '0').slice(-7)}`;
  return `${head}${checkDigitFor(head)}`;
}

route(usersControl, 'get', '/__mock/users', (_req, res) => res.json(users.map(view)));

route(usersControl, 'post', '/__mock/users', (req, res) => {
  try {
    const b = (req.body ?? {}) as Record<string, unknown>;
    const userCode = typeof b.userCode === 'string' ? b.userCode.trim().toUpperCase() : '';
    if (!/^[A-Z]{2}\d{5}$/.test(userCode))
      throw new UserFieldError('userCode must be two letters and five digits (AG01234)');
    const changes = changesOf(b);
    if (!changes.userName || !changes.password)
      throw new UserFieldError('userName and password are required');
    if (findUser(userCode)) return res.status(409).json({ message: `${userCode} exists: PATCH it instead` });
    const { accountState, password, ...fields } = changes;
    const user = newUser({
      userCode,
      idn: idnFor(userCode),
      userName: changes.userName,
      ...fields,
      password,
    });
    state.passwords.set(userCode, password);
    state.passwordHistory.set(userCode, [password]);
    users.push(user);
    apply(user, { accountState });
    res.status(201).json(view(user));
  } catch (e) {
    refused(res, e);
  }
});

route(usersControl, 'patch', '/__mock/users/{userCode}', (req, res) => {
  const user = users.find((u) => u.userCode === (req.params.userCode ?? '').toUpperCase());
  if (!user) return res.status(404).json({ message: `no agent ${req.params.userCode} (GET /__mock/users)` });
  try {
    const changes = changesOf(req.body);
    if ('userCode' in (req.body as object)) throw new UserFieldError('userCode cannot change');
    apply(user, changes);
    res.json(view(user));
  } catch (e) {
    refused(res, e);
  }
});
