import { codeName } from '../fixtures/codes';
import type { ReleasePermit } from '../fixtures/release-permits';
import { state } from '../state';

/** The query of POST /ins/releasePermit/query: every criterion optional, all given ones must match. */
export interface ReleasePermitQuery {
  cusIdn?: string;
  /** Review statuses to keep (e.g. ['A']). */
  status?: string[];
  /** yyyy-MM-dd: keep applications whose take-out range overlaps [startDt, endDt]. */
  startDt?: string;
  endDt?: string;
  /** yyyy-MM-dd: keep applications made between these days (inclusive). */
  applyStartDt?: string;
  applyEndDt?: string;
}

/** A list row as the core answers it. */
export interface ReleasePermitRow {
  cusIdn: string;
  cusName: string;
  walkOutStartDtStr: string;
  walkOutEndDtStr: string;
  applyDesc: string;
  createDtStr: string;
  status: string;
  statusName: string;
  returnDesc: string;
}

/** yyyy-MM-dd or yyyy/MM/dd → yyyy/MM/dd, comparable as text. */
const day = (s: string) => s.replace(/-/g, '/');

export function toReleasePermitRow(p: ReleasePermit): ReleasePermitRow {
  return {
    cusIdn: p.cusIdn,
    cusName: p.cusName,
    walkOutStartDtStr: p.walkOutStartDt,
    walkOutEndDtStr: p.walkOutEndDt,
    applyDesc: p.applyDesc,
    createDtStr: p.createDt,
    status: p.status,
    statusName: codeName('RELEASE_STATUS', p.status),
    returnDesc: p.returnDesc,
  };
}

/** The agent's applications matching the query, newest application first. */
export function queryReleasePermits(userCode: string, q: ReleasePermitQuery): ReleasePermit[] {
  return state.releasePermits
    .filter((p) => p.userCode === userCode)
    .filter((p) => !q.cusIdn || p.cusIdn === q.cusIdn.trim().toUpperCase())
    .filter((p) => !q.status?.length || q.status.includes(p.status))
    .filter((p) => !q.startDt || p.walkOutEndDt >= day(q.startDt))
    .filter((p) => !q.endDt || p.walkOutStartDt <= day(q.endDt))
    .filter((p) => !q.applyStartDt || p.createDt >= day(q.applyStartDt))
    .filter((p) => !q.applyEndDt || p.createDt <= day(q.applyEndDt))
    .sort((a, b) => b.createDt.localeCompare(a.createDt));
}

/** Adds an application (for the take-out screens' submit); starts under review (P). */
export function addReleasePermit(
  permit: Omit<ReleasePermit, 'status' | 'returnDesc'> &
    Partial<Pick<ReleasePermit, 'status' | 'returnDesc'>>,
): ReleasePermit {
  const added: ReleasePermit = { status: 'P', returnDesc: '', ...permit };
  state.releasePermits.push(added);
  return added;
}
