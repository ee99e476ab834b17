/** The access log's program name for the search page, its row actions and dialogs (spec 2 §7). */
export const ACCESS_LOG_PROGRAM = 'ProposalSearch';
