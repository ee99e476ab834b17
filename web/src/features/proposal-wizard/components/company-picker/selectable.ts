/** The picker's rules are contracts' (one place; the BFF enforces the same at the start of a proposal). */
export {
  BPC_COMP_CODE,
  CH_COMP_CODE,
  CH_OPEN_PARAMETER,
  isCompanySelectable,
} from '@agent-portal/contracts/rules';
