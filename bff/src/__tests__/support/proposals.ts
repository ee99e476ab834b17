import type { components } from '@agent-portal/contracts/generated/bff';
import { CSRF, type Agent, type Stack } from './stack';

/** A list row as the BFF answers it. */
export type Row = components['schemas']['ProposalRow'];

/** Every proposal the agent sees (no criteria). */
export async function allRows(agent: Agent): Promise<Row[]> {
  return (await agent.get('/api/proposals').expect(200)).body as Row[];
}

/** The first fixture case that matches, or a failing test. */
export async function caseWhere(agent: Agent, match: (r: Row) => boolean): Promise<Row> {
  const row = (await allRows(agent)).find(match);
  if (!row) throw new Error('no fixture proposal matches');
  return row;
}

/** Forgets the mock's request log, so a test can show which core paths a request reached. */
export const forgetCoreCalls = (stack: Stack) => stack.mock('delete', '/__mock/requests');

/** The core calls made since the last forgetCoreCalls, under a path prefix. */
export async function coreCalls(
  stack: Stack,
  pathPrefix: string,
): Promise<{ method: string; path: string }[]> {
  return (await stack.mock('get', `/__mock/requests?pathPrefix=${encodeURIComponent(pathPrefix)}`)).body;
}

export const closeWorkTime = (stack: Stack) => stack.mock('put', '/__mock/work-time', { inWorkTime: false });

/** The smallest JPEG the core takes as an upload. */
export const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0, 0, 0, 0]);

/** Uploads JPG to a case as `agent` (201) and returns the core's file code. */
export async function uploadJpg(
  agent: Agent,
  transCode: string,
  query: { fileType: string; fileName: string; stepCode: string },
): Promise<string> {
  const res = await agent
    .post(`/api/proposals/${transCode}/files?${new URLSearchParams(query)}`)
    .set(CSRF)
    .set('Content-Type', 'application/octet-stream')
    .send(JPG)
    .expect(201);
  return (res.body as { fileCode: string }).fileCode;
}
