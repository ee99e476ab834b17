import { Router } from 'express';
import { CaseRequestError, makeCase, parseCaseRequest } from '../proposals/make-case';
import { state } from '../state';
import { route } from './contract';

/**
 * Issue 44 item 1: the cases QA can open by name (seeded and made, codes stable across resets unless the test
 * stacks' MOCK_CASE_CODES=fresh), and a case in any state of spec 2 §4 in one call.
 */
export const scenariosControl = Router();

route(scenariosControl, 'get', '/__mock/scenarios', (_req, res) => {
  const list = [...state.proposals.values()].flatMap((p) => {
    const note = state.caseNotes.get(p.transCode);
    if (!note) return [];
    return [
      {
        ...note,
        transCode: p.transCode,
        userCode: p.userCode,
        carryUserCode: p.carryUserCode,
        polState: p.polState,
        polInsureType: p.polInsureType,
        compCode: p.compCode,
        preSignState: p.preSignState,
        elecCallState: p.elecCallState,
        amlPassState: p.amlPassState,
        eddPassState: p.eddPassState,
        writSendState: p.writSendState,
        insAcceptDt: p.insAcceptDt,
      },
    ];
  });
  res.json(list);
});

route(scenariosControl, 'post', '/__mock/scenarios', (req, res) => {
  try {
    const p = makeCase(parseCaseRequest(req.body));
    res.status(201).json({ transCode: p.transCode });
  } catch (e) {
    if (!(e instanceof CaseRequestError)) throw e;
    res.status(400).json({ message: e.message });
  }
});
