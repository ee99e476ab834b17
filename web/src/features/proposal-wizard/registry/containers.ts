import type { WizardKind } from '@/config/paths';
import type { ContainerTab, TabKey } from './types';

export interface ContainerDefinition {
  kind: WizardKind;
  tabs: readonly ContainerTab[];
  /** The router page value that opens the broker-form step (spec 2 §2.3, §2.4). */
  routerPage: string;
  /** The note after the insurer's name in the title. */
  note: string;
  /** Remote cases always go to CH (spec 2 §2.10). */
  fixedCompCode?: string;
  /** 下一步 first checks the other tabs' stored data (spec 2 §8: 請檢視{tabs}頁籤，是否仍有必要未填入欄位！). */
  checksOtherTabs?: boolean;
}

const tab = (t: TabKey, code: string, tempSave = true, routerOnly = false): ContainerTab => ({
  tab: t,
  code,
  tempSave,
  routerOnly,
});

/** Mobile: n1-n9 as INS_S1-INS_S9; no 暫存 on n5 (attachments) and n8 (signature). */
export const mobileContainer: ContainerDefinition = {
  kind: 'proposalMain',
  tabs: [
    tab('n1', 'INS_S1'),
    tab('n2', 'INS_S2'),
    tab('n3', 'INS_S3'),
    tab('n4', 'INS_S4'),
    tab('n5', 'INS_S5', false),
    tab('n6', 'INS_S6'),
    tab('n7', 'INS_S7'),
    tab('n8', 'INS_S8', false),
    tab('n9', 'INS_S9', true, true),
  ],
  routerPage: 'INS_S9',
  note: '行動投保',
};

/** Remote: n1, n2, n3, n4, n5, n7, n9 as REMOTE_S1-REMOTE_S7; no 暫存 on n5; always CH. */
export const remoteContainer: ContainerDefinition = {
  kind: 'proposalRemote',
  tabs: [
    tab('n1', 'REMOTE_S1'),
    tab('n2', 'REMOTE_S2'),
    tab('n3', 'REMOTE_S3'),
    tab('n4', 'REMOTE_S4'),
    tab('n5', 'REMOTE_S5', false),
    tab('n7', 'REMOTE_S6'),
    tab('n9', 'REMOTE_S7', true, true),
  ],
  routerPage: 'REMOTE_S7',
  note: '遠距投保',
  fixedCompCode: 'CH',
  checksOtherTabs: true,
};

export const containers: Record<WizardKind, ContainerDefinition> = {
  proposalMain: mobileContainer,
  proposalRemote: remoteContainer,
};
