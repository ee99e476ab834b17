import { stepPlacing } from '../../registry/types';

/** n3 法定代理人: its place and tab label (the definition, index.ts, loads when the step is entered). */
export const legalAgentPlacing = stepPlacing({
  place: { codes: { proposalMain: 'INS_S3', proposalRemote: 'REMOTE_S3' } },
  title: '法定代理人',
});
