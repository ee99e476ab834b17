// One scripted agent of the soak: logs in, then for the whole run opens its wizard, autosaves every few seconds,
// looks at home and the list, uploads (and deletes) a file, signs the case's blocks one by one. Every call is timed
// by name; an unexpected status is an error. The agent remembers what it autosaved last, for the final check.
// With a balancer in its world (the drills) it is a load balancer's client: a request that meets a refused or reset
// connection before any answer is sent once more to the other instance; an answer with a status is never retried.
import { absorb, bffLogin, cookieOf } from '../bench/logins.mjs';

/** A small JPG (magic bytes and padding): the upload's body. */
const JPG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]),
  Buffer.alloc(2048, 7),
]);
/** A 4×2 PNG with a stroke: the signature. */
/** Network failures before an answer: the balancer sends the request once more, to the other instance. */
const RETRIED = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);
const networkCode = (err) => String(err?.cause?.code ?? err?.code ?? err);
/** "503 SESSION_STORE_DOWN": the status and the error envelope's code (or "no envelope"). */
function kindOf(status, text) {
  try {
    const code = JSON.parse(text)?.error?.code;
    return `${status} ${code ?? 'no-envelope'}`;
  } catch {
    return `${status} no-envelope`;
  }
}

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAEUlEQVR4nGNgYGD4z4AFwAUBJvsB/yq3AcAAAAAASUVORK5CYII=';

/** The agent's actions besides the autosave, taken in turn on every other step. */
const OTHER_ACTIONS = ['home', 'list', 'uploadFile', 'sign'];
/** Every action an agent takes (its methods), and its share of the agent's steps. */
export const STEP_MIX = { autosave: 1 / 2, ...Object.fromEntries(OTHER_ACTIONS.map((a) => [a, 1 / 8])) };

export class SoakAgent {
  /**
   * @param {number} index
   * @param {{ bffs: string[], core: string, stats: import('./stats.mjs').Stats, thinkMs: number,
   *   balancer?: import('./balancer.mjs').Balancer, users?: number, relogin?: boolean }} world
   */
  constructor(index, world) {
    this.index = index;
    // More agents than soak users (the capacity mode): several agents share a user, each with its own session.
    this.userCode = `SK${String((index % (world.users ?? Infinity)) + 1).padStart(5, '0')}`;
    this.world = world;
    this.jar = new Map();
    this.turn = index; // spreads the agents over the instances and the actions
    this.transCode = '';
    this.revision = 0;
    this.saves = 0;
    this.lastSaved = null;
    /** Signatures the core accepted (answered 200). */
    this.signed = 0;
    /** Logins again after a 401 (a session lost). */
    this.relogins = 0;
    /** Time of the last failed call, and of the first call answered as expected after it. */
    this.lastFailAt = 0;
    this.okAfterFail = 0;
  }

  base() {
    return this.route()[0];
  }

  /** The instance for the next call, then (with a balancer) the other one for a retry. */
  route() {
    const { bffs, balancer } = this.world;
    if (balancer) return balancer.route(this.turn++);
    return [bffs[this.turn++ % bffs.length]];
  }

  failed(kind) {
    this.lastFailAt = Date.now();
    this.okAfterFail = 0;
    this.world.stats.outcome(kind, this.lastFailAt);
  }

  succeeded() {
    const now = Date.now();
    if (this.lastFailAt && !this.okAfterFail) this.okAfterFail = now;
    this.world.stats.outcome('ok', now);
  }

  /** One timed call; `expected` statuses pass, anything else (or no answer) is counted as an error. */
  async call(name, path, { method = 'GET', json, body, type, expected = [200] } = {}) {
    const headers = { cookie: cookieOf(this.jar) };
    if (method !== 'GET') headers['x-csrf'] = '1';
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (type) headers['content-type'] = type;
    const started = performance.now();
    const [first, ...others] = this.route();
    for (const base of [first, ...others.slice(0, 1)]) {
      let res;
      try {
        res = await fetch(`${base}${path}`, {
          method,
          headers,
          body: json !== undefined ? JSON.stringify(json) : body,
        });
      } catch (err) {
        const code = networkCode(err);
        if (base === first && others.length && RETRIED.has(code)) {
          this.world.stats.cut(code, base);
          continue;
        }
        this.world.stats.time(name, performance.now() - started);
        this.world.stats.error(name, code);
        this.failed(code);
        return null;
      }
      try {
        absorb(res, this.jar);
        const text = await res.text();
        this.world.stats.time(name, performance.now() - started);
        this.world.stats.server(name, res.headers.get('server-timing'));
        if (!expected.includes(res.status)) {
          this.world.stats.error(name, `${res.status} ${text.slice(0, 200)}`);
          this.failed(kindOf(res.status, text));
          await this.afterRefusal(name, res.status);
          return null;
        }
        this.succeeded();
        return text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
      } catch (err) {
        this.world.stats.time(name, performance.now() - started);
        this.world.stats.error(name, networkCode(err));
        this.failed(`${networkCode(err)} after the headers`);
        return null;
      }
    }
    return null;
  }

  /**
   * The drills' agents act as the SPA would: a 401 (the session gone) means a new login, counted; a 409 on an
   * autosave (its revision behind, e.g. a retried save that had gone through) means reading the draft's revision.
   */
  async afterRefusal(name, status) {
    if (!this.world.relogin) return;
    if (status === 401) {
      this.relogins += 1;
      await this.loginAgain();
    } else if (status === 409 && name === 'autosave') {
      const drafts = await this.call('customer drafts', `/api/customer-steps/${this.transCode}`);
      if (drafts?.revisions) this.revision = drafts.revisions.policyholder ?? this.revision;
    }
  }

  /** A new login after a lost session (one at a time, as every login; a few tries while Redis is away). */
  async loginAgain() {
    const world = this.world;
    const turn = (world.loginQueue ?? Promise.resolve()).then(async () => {
      for (let i = 0; i < 20; i++) {
        try {
          this.jar.clear();
          await this.login();
          return;
        } catch {
          await new Promise((r) => setTimeout(r, 500));
        }
      }
    });
    world.loginQueue = turn;
    await turn;
  }

  async login() {
    const started = performance.now();
    const cookie = await bffLogin(this.base(), this.world.core, {
      userCode: this.userCode,
      password: 'Demo2468',
    });
    this.world.stats.time('login', performance.now() - started);
    for (const pair of cookie.split('; ')) {
      const at = pair.indexOf('=');
      this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  /** New proposal: the checks, a transaction code, the (empty) drafts, the first autosave. */
  async openWizard() {
    const proposal = { compCode: 'CH', polInsureType: 'M' };
    await this.call('proposal start', '/api/proposals/start', { method: 'POST', json: proposal });
    const code = await this.call('trans-code', '/api/proposals/trans-code', {
      method: 'POST',
      json: proposal,
    });
    if (!code?.transCode) throw new Error(`${this.userCode}: no transaction code`);
    this.transCode = code.transCode;
    this.revision = 0; // a new case's drafts (an agent may open another: the capacity mode's actions alone)
    await this.call('customer drafts', `/api/customer-steps/${this.transCode}`);
    await this.autosave();
  }

  async autosave() {
    const values = {
      cusName: '王壓測',
      mobile: `09${String(this.index).padStart(4, '0')}${String(this.saves % 10000).padStart(4, '0')}`,
      email: `${this.userCode.toLowerCase()}-${this.saves}@example.com`,
    };
    const saved = await this.call('autosave', `/api/customer-steps/${this.transCode}/drafts/policyholder`, {
      method: 'POST',
      json: {
        mode: 'auto',
        revision: this.revision,
        polInsureType: 'M',
        compCode: 'CH',
        stepCode: 'INS_S1',
        values,
      },
    });
    if (saved) {
      this.revision = saved.revision;
      this.saves += 1;
      this.lastSaved = values;
    }
  }

  async home() {
    await this.call('home license', '/api/home/license');
    await this.call('home announcements', '/api/home/announcements');
    await this.call('home pending', '/api/home/pending-proposals');
  }

  async list() {
    await this.call('proposal list', '/api/proposals');
  }

  async uploadFile() {
    const q = new URLSearchParams({ fileType: 'C', fileName: `soak-${this.saves}.jpg`, stepCode: 'INS_S5' });
    const file = await this.call('file upload', `/api/proposals/${this.transCode}/files?${q}`, {
      method: 'POST',
      body: JPG,
      type: 'application/octet-stream',
      expected: [201],
    });
    if (file?.fileCode)
      await this.call(
        'file delete',
        `/api/proposals/${this.transCode}/files/${file.fileCode}?stepCode=INS_S5`,
        {
          method: 'DELETE',
        },
      );
  }

  /** Signs the next unsigned block but the last (the document shown first, as the dialog does). */
  async sign() {
    const state = await this.call('signing state', `/api/proposals/${this.transCode}/signing`);
    // The last block stays unsigned: a case signed in full leaves the agent's editing (its autosaves are refused).
    const unsigned = state?.blocks?.filter((b) => !b.image) ?? [];
    const block = unsigned.length > 1 ? unsigned[0] : undefined;
    if (!block) return;
    const doc = `/api/proposals/${this.transCode}/signing/documents/${block.docFid}?cusCode=${block.cusCode}`;
    if ((await this.call('signing document', doc)) === null) return;
    const signed = await this.call('signature', `/api/proposals/${this.transCode}/signing/signatures`, {
      method: 'POST',
      json: { recCode: block.recCode, image: PNG },
    });
    if (signed !== null) this.signed += 1;
  }

  /** The round of actions: an autosave every other step, the others in turn between (STEP_MIX). */
  async step(k) {
    if (k % 2 === 0) await this.autosave();
    else await this[OTHER_ACTIONS[((k - 1) / 2) % OTHER_ACTIONS.length]]();
  }

  /**
   * Runs steps until `until()` says stop, thinking `thinkMs` (±50 %) between them; with `action` (a key of STEP_MIX) only
   * that one, each time (the capacity mode's CPU per kind of call).
   */
  async run(until, action) {
    // Every phase starts spread over a think time, as agents at work do: all of them in the same instant (each one's
    // first autosave at once) was a burst no portal meets, and the capacity steps' p99 measured that burst.
    await new Promise((r) => setTimeout(r, this.world.thinkMs * Math.random()));
    for (let k = 0; !until(); k++) {
      await (action ? this[action]() : this.step(k));
      const think = this.world.thinkMs * (0.5 + Math.random());
      await new Promise((r) => setTimeout(r, think));
    }
  }

  /** The draft as the core holds it matches the last autosave answered 200. */
  async draftIntact() {
    const drafts = await this.call('customer drafts', `/api/customer-steps/${this.transCode}`);
    const holder = drafts?.policyholder ?? {};
    return (
      this.lastSaved !== null &&
      Object.entries(this.lastSaved).every(([k, v]) => holder[k] === v) &&
      drafts.revisions.policyholder === this.revision
    );
  }

  /** Every block the core holds signed has a confirmed signature event of that image; the chain verifies. */
  async evidenceIntact() {
    const state = await this.call('signing state', `/api/proposals/${this.transCode}/signing`);
    const evidence = await this.call('evidence', `/api/proposals/${this.transCode}/evidence`);
    const signed = (state?.blocks ?? []).filter((b) => b.image).length;
    const confirmed = (evidence?.records ?? []).filter(
      (r) => r.kind === 'signature' && r.state === 'confirmed',
    );
    const ok =
      evidence !== null &&
      evidence.chainValid &&
      evidence.unrecorded.length === 0 &&
      new Set(confirmed.map((r) => r.recCode)).size === signed;
    return { ok, signed };
  }
}
