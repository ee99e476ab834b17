import { DEFAULT_COMP_CODE } from '@agent-portal/contracts/constants';
import type { WizardQuery } from '@/config/paths';
import type { ContainerDefinition } from '../registry/containers';

export type WizardParams = WizardQuery & { compCode: string; polInsureType: 'M' | 'R'; isPreview: boolean };

const yes = (value: string | null) => value === 'Y' || value === 'true';
const text = (value: string | null) => value?.trim() || undefined;

/**
 * The route params of spec 2 §2.3 from the address bar: compCode defaults to CH (fixed at CH for remote), the case
 * type follows the container, isPreview is Y/true.
 */
export function parseWizardQuery(search: URLSearchParams, container: ContainerDefinition): WizardParams {
  return {
    transCode: text(search.get('transCode')),
    compCode: container.fixedCompCode ?? text(search.get('compCode')) ?? DEFAULT_COMP_CODE,
    polInsureType: container.kind === 'proposalRemote' ? 'R' : 'M',
    isPreview: yes(search.get('isPreview')),
    routerPage: text(search.get('routerPage')),
  };
}
