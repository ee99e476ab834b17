// One scripted agent of the soak: logs in, then for the whole run opens its wizard, autosaves every few seconds,
// looks at home and the list, uploads (and deletes) a file, signs the case's blocks one by one. Every call is timed
// by name; an unexpected status is an error. The agent remembers what it autosaved last, for the final check.
import { absorb, bffLogin, cookieOf } from '../bench/logins.mjs';

/** A small JPG (magic bytes and padding): the upload's body. */
const JPG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]),
  Buffer.alloc(2048, 7),
]);
/** A 4×2 PNG with a stroke: the signature. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAEUlEQVR4nGNgYGD4z4AFwAUBJvsB/yq3AcAAAAAASUVORK5CYII=';

export class SoakAgent {
  /**
   * @param {number} index
   * @param {{ bffs: string[], core: string, stats: import('./stats.mjs').Stats, thinkMs: number }} world
   */
  constructor(index, world) {
    this.index = index;
    this.userCode = `SK${String(index + 1).padStart(5, '0')}`;
    this.world = world;
    this.jar = new Map();
    this.turn = index; // spreads the agents over the instances and the actions
    this.transCode = '';
    this.revision = 0;
    this.saves = 0;
    this.lastSaved = null;
  }

  base() {
    const { bffs } = this.world;
    return bffs[this.turn++ % bffs.length];
  }

  /** One timed call; `expected` statuses pass, anything else (or no answer) is counted as an error. */
  async call(name, path, { method = 'GET', json, body, type, expected = [200] } = {}) {
    const headers = { cookie: cookieOf(this.jar) };
    if (method !== 'GET') headers['x-csrf'] = '1';
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (type) headers['content-type'] = type;
    const started = performance.now();
    try {
      const res = await fetch(`${this.base()}${path}`, {
        method,
        headers,
        body: json !== undefined ? JSON.stringify(json) : body,
      });
      absorb(res, this.jar);
      const text = await res.text();
      this.world.stats.time(name, performance.now() - started);
      if (!expected.includes(res.status)) {
        this.world.stats.error(name, `${res.status} ${text.slice(0, 200)}`);
        return null;
      }
      return text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    } catch (err) {
      this.world.stats.time(name, performance.now() - started);
      this.world.stats.error(name, String(err?.cause?.code ?? err));
      return null;
    }
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
    await this.call('signature', `/api/proposals/${this.transCode}/signing/signatures`, {
      method: 'POST',
      json: { recCode: block.recCode, image: PNG },
    });
  }

  /** The round of actions: an autosave every other step. */
  async step(k) {
    const others = [() => this.home(), () => this.list(), () => this.uploadFile(), () => this.sign()];
    if (k % 2 === 0) await this.autosave();
    else await others[((k - 1) / 2) % others.length]();
  }

  /** Runs steps until `until()` says stop, thinking `thinkMs` (±50 %) between them. */
  async run(until) {
    for (let k = 0; !until(); k++) {
      await this.step(k);
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
