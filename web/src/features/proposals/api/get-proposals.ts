import type { components, paths } from '@agent-portal/contracts/generated/bff';
import type { ProposalSearchForm } from '@agent-portal/contracts/validation';
import { apiClient, unwrap } from '@/lib/api-client';

export type ProposalRow = components['schemas']['ProposalRow'];
export type RowAction = components['schemas']['RowAction'];
type SearchQuery = NonNullable<paths['/api/proposals']['get']['parameters']['query']>;

/** The query of a search: empty criteria are left out. */
export function searchQuery(form: Partial<ProposalSearchForm>): SearchQuery {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text) query[key] = text;
  }
  return query as SearchQuery;
}

/** 要保書查詢: the agent's proposals matching the criteria, creation date descending, each with its row actions. */
export function getProposals(form: Partial<ProposalSearchForm>): Promise<ProposalRow[]> {
  return unwrap(apiClient.GET('/api/proposals', { params: { query: searchQuery(form) } }));
}
