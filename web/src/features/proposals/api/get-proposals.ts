import useSWR from 'swr';
import type { components, paths } from '@agent-portal/contracts/generated/bff';
import type { ProposalSearchForm } from '@agent-portal/contracts/validation';
import { apiClient, unwrap } from '@/lib/api-client';
import { newestFirst } from '../utils/row-display';

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

type ProposalsKey = readonly ['/api/proposals', SearchQuery];

/** The SWR key of a search: the same criteria, however typed, are the same key. */
export const proposalsKey = (form: Partial<ProposalSearchForm>): ProposalsKey => [
  '/api/proposals',
  searchQuery(form),
];

/** A preload not taken by the list within this time is dropped: the page asks again. */
const EARLY_MS = 10_000;
let early: { at: number; rows: Promise<ProposalRow[]> } | null = null;

function fetchProposals([, query]: ProposalsKey): Promise<ProposalRow[]> {
  const taken = early;
  early = null;
  if (taken && Object.keys(query).length === 0 && Date.now() - taken.at < EARLY_MS) return taken.rows;
  return getProposals(query).then(newestFirst);
}

/**
 * The rows of a search (null: none yet). The previous rows stay on screen while another search loads, as they did
 * before SWR; a failed search shows none (the api client has shown why).
 */
export function useProposals(form: Partial<ProposalSearchForm> | null) {
  return useSWR(form && proposalsKey(form), fetchProposals, { keepPreviousData: true });
}

/**
 * The whole list, asked for as the list's code loads (app/route-prefetch.ts): the page's first fetch takes it in
 * flight. Not SWR's `preload`, whose promise waits for the key's next mount however late (a list from before a
 * logout, or from an entry the working hours turned away).
 */
export function preloadProposals(): void {
  const rows = getProposals({}).then(newestFirst);
  rows.catch(() => undefined);
  early = { at: Date.now(), rows };
}
