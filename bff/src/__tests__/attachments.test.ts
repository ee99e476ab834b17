import { attachmentMessages as am, errorMessages } from '@agent-portal/contracts/messages';
import { CSRF, binary, loginAs, useStack, type Agent } from './support/stack';
import supertest from 'supertest';
import { caseWhere, coreCalls, forgetCoreCalls, type Row } from './support/proposals';
import { HOLDER, saveStep } from './support/customers';

const ctx = useStack({}, { login: 'AG00001', reset: true });

const JPG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_HEAD = [...Buffer.from('%PDF-1.4\n')];
/** A file of exactly `size` bytes starting with `head`. */
const fileOf = (head: number[], size = 64) => {
  const b = Buffer.alloc(size, 0x20);
  b.set(head.slice(0, size));
  return b;
};

const draft = (agent: Agent = ctx.agent) =>
  caseWhere(agent, (r) => r.polState === 'N' && r.polInsureType === 'M');

function upload(row: Row, fileType: string, fileName: string, body: Buffer, agent: Agent = ctx.agent) {
  const step = fileType.length === 2 ? 'S4' : 'S5';
  const stepCode = `${row.polInsureType === 'R' ? 'REMOTE' : 'INS'}_${step}`;
  const q = new URLSearchParams({ fileType, fileName, stepCode });
  return agent
    .post(`/api/proposals/${row.transCode}/files?${q}`)
    .set(CSRF)
    .set('Content-Type', 'application/octet-stream')
    .send(body);
}

describe('POST /api/proposals/{transCode}/files (one raw file)', () => {
  it('accepts exactly 5,242,880 bytes and refuses one byte more with 413 before the core is asked', async () => {
    const row = await draft();
    const ok = await upload(row, 'C', 'big.pdf', fileOf(PDF_HEAD, 5_242_880));
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ fileName: 'big.pdf', fileType: 'C' });
    await forgetCoreCalls(ctx.stack);
    const over = await upload(row, 'C', 'big2.pdf', fileOf(PDF_HEAD, 5_242_881));
    expect(over.status).toBe(413);
    expect(over.body.error).toMatchObject({ code: 'FILE_TOO_LARGE', message: am.SIZE, status: 413 });
    expect(await coreCalls(ctx.stack, '/ins/upload/updFileBase64')).toEqual([]);
  });

  it('takes a 40-character name and refuses 41 characters', async () => {
    const row = await draft();
    const forty = `${'檔'.repeat(36)}.png`;
    expect((await upload(row, 'C', forty, fileOf(PNG_HEAD))).status).toBe(201);
    const res = await upload(row, 'C', `${'檔'.repeat(37)}.png`, fileOf(PNG_HEAD));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'FILE_NAME_TOO_LONG', message: am.NAME_LENGTH });
  });

  it('refuses a renamed .exe, a PNG named .jpg and a PNG in slot A by their bytes or names', async () => {
    const row = await draft();
    const exe = await upload(row, 'C', 'setup.jpg', fileOf([0x4d, 0x5a, 0x90, 0x00]));
    expect(exe.status).toBe(415);
    expect(exe.body.error).toMatchObject({ code: 'FILE_TYPE_REFUSED', message: am.TYPE_ALLOWED });
    expect((await upload(row, 'C', 'photo.jpg', fileOf(PNG_HEAD))).status).toBe(415);
    expect((await upload(row, 'C', 'tool.exe', fileOf(JPG_HEAD))).status).toBe(415);
    const remote = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'R');
    const a = await upload(remote, 'A', 'id.png', fileOf(PNG_HEAD));
    expect(a.body.error).toMatchObject({ code: 'FILE_TYPE_A_REFUSED', message: am.TYPE_A_JPG });
  });

  it('holds the count limits: one file in A, OTHER_FILE_LIMIT (5) in C', async () => {
    const remote = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'R');
    expect((await upload(remote, 'A', 'id.jpg', fileOf(JPG_HEAD))).status).toBe(201);
    const second = await upload(remote, 'A', 'id2.jpg', fileOf(JPG_HEAD));
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'FILE_LIMIT_REACHED', message: am.COUNT(1) });
    for (let i = 0; i < 5; i++)
      expect((await upload(remote, 'C', `c${i}.jpg`, fileOf(JPG_HEAD))).status).toBe(201);
    expect((await upload(remote, 'C', 'c5.jpg', fileOf(JPG_HEAD))).body.error.message).toBe(am.COUNT(5));
  });

  it('refuses slot A in the mobile flow, slot B to an agent without role BM1, and a JSON body', async () => {
    const row = await draft();
    expect((await upload(row, 'A', 'id.jpg', fileOf(JPG_HEAD))).status).toBe(403);
    expect((await upload(row, 'B', 'form.pdf', fileOf(PDF_HEAD))).status).toBe(403);
    const json = await ctx.agent
      .post(`/api/proposals/${row.transCode}/files?fileType=C&fileName=a.jpg&stepCode=INS_S5`)
      .set(CSRF)
      .send({ a: 1 });
    expect(json.status).toBe(415);
  });
});

describe('the count limit is reserved before the core is called (issue 40 item 3)', () => {
  const inSlot = async (row: Row, fileType: string) =>
    (
      (await ctx.agent.get(`/api/proposals/${row.transCode}/files?fileGroup=ATTACH`).expect(200)).body as {
        fileType: string;
      }[]
    ).filter((f) => f.fileType === fileType).length;

  it('20 parallel uploads to one slot (limit 5): exactly the free places reach the core, the rest 409 before it', async () => {
    const row = await draft();
    const free = 5 - (await inSlot(row, 'C'));
    expect(free).toBeGreaterThan(0);
    await forgetCoreCalls(ctx.stack);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(row, 'C', `scan${i}.jpg`, fileOf(JPG_HEAD))),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(free);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(20 - free);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.error).toMatchObject({ code: 'FILE_LIMIT_REACHED', message: am.COUNT(5), status: 409 });
    }
    // The core was asked to store exactly the admitted ones (it would have refused more itself: no refusal came back).
    expect(await coreCalls(ctx.stack, '/ins/upload/updFileBase64')).toHaveLength(free);
    expect(await inSlot(row, 'C')).toBe(5);
  });

  it('a refused upload gives its place back; a deleted file frees one; other slots and cases are their own', async () => {
    const row = await draft();
    const free = 5 - (await inSlot(row, 'C'));
    for (let i = 1; i < free; i++) await upload(row, 'C', `c${i}.jpg`, fileOf(JPG_HEAD)).expect(201);
    // Bytes that are no JPG: refused after admission, its place released.
    expect((await upload(row, 'C', 'fake.jpg', fileOf([0x4d, 0x5a, 0x90, 0x00]))).status).toBe(415);
    const last = await upload(row, 'C', 'last.jpg', fileOf(JPG_HEAD)).expect(201);
    expect((await upload(row, 'C', 'more.jpg', fileOf(JPG_HEAD))).status).toBe(409);
    await upload(row, 'AG', 'ag.pdf', fileOf(PDF_HEAD)).expect(201);
    await ctx.agent
      .delete(
        `/api/proposals/${row.transCode}/files/${(last.body as { fileCode: string }).fileCode}?stepCode=INS_S5`,
      )
      .set(CSRF)
      .expect(200);
    await upload(row, 'C', 'again.jpg', fileOf(JPG_HEAD)).expect(201);
    expect(await inSlot(row, 'C')).toBe(5);
  });
});

describe('files: list, view, delete', () => {
  it('lists, serves the bytes by their real type with CSP sandbox, deletes one and all', async () => {
    const row = await draft();
    const png = fileOf(PNG_HEAD, 300);
    const stored = (await upload(row, 'C', '收據.png', png)).body as { fileCode: string };
    await upload(row, 'AG', 'ag.pdf', fileOf(PDF_HEAD));
    const list = await ctx.agent.get(`/api/proposals/${row.transCode}/files?fileGroup=ATTACH`).expect(200);
    expect(list.body).toEqual([{ ...stored, fileName: '收據.png', fileType: 'C', fileTypeName: '其他文件' }]);
    const view = await ctx.agent
      .get(`/api/proposals/${row.transCode}/files/${stored.fileCode}`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(view.headers['content-type']).toBe('image/png');
    expect(view.headers['content-security-policy']).toBe('sandbox');
    expect(Buffer.compare(view.body as Buffer, png)).toBe(0);
    const del = await ctx.agent
      .delete(`/api/proposals/${row.transCode}/files/${stored.fileCode}?stepCode=INS_S5`)
      .set(CSRF)
      .expect(200);
    expect(del.body).toEqual({ message: am.DELETED });
    await upload(row, 'C', 'x.jpg', fileOf(JPG_HEAD));
    await ctx.agent.delete(`/api/proposals/${row.transCode}/files`).set(CSRF).expect(200);
    expect((await ctx.agent.get(`/api/proposals/${row.transCode}/files?fileGroup=ATTACH`)).body).toEqual([]);
    const validate = await ctx.agent.get(`/api/proposals/${row.transCode}/files?fileGroup=VALIDATE`);
    expect((validate.body as { fileType: string }[]).map((f) => f.fileType)).toEqual(['AG']);
  });

  it('answers 502 when the core answer has no content at all: the contract watch names it (a seeded sample is served as it is)', async () => {
    const resend = await caseWhere(ctx.agent, (r) => r.polState === 'U' && r.preSignState === 'R');
    const files = (await ctx.agent.get(`/api/proposals/${resend.transCode}/files?fileGroup=VALIDATE`))
      .body as {
      fileCode: string;
    }[];
    const code = files[0]?.fileCode ?? '';
    const ok = await ctx.agent
      .get(`/api/proposals/${resend.transCode}/files/${code}`)
      .buffer(true)
      .parse(binary);
    expect(ok.headers['content-type']).toBe('application/pdf');
    await ctx.stack.mock('post', '/__mock/faults', {
      pathPrefix: '/ins/upload/polfContent',
      status: 200,
      times: 1,
    });
    const broken = await ctx.agent.get(`/api/proposals/${resend.transCode}/files/${code}`);
    expect(broken.status).toBe(502);
    // `{message}` where legacy.yaml documents the file (issue 42); a file whose content is broken: below.
    expect(broken.body.error).toMatchObject({ code: 'CORE_CONTRACT', message: errorMessages.CORE_CONTRACT });
    await ctx.stack.mock('delete', '/__mock/faults');
  });
});

describe('files: the core answers corrupted base64', () => {
  it.each([
    ['characters outside base64', '/9j/4A*Q=='],
    ['a broken length', '/9j/4AAQS'],
    ['an executable inside valid base64', Buffer.from('MZ\x90\x00\x03\x00').toString('base64')],
  ])('a stored file whose content has %s is refused with 502 and the envelope', async (_what, base64) => {
    const row = await draft();
    const stored = (await upload(row, 'C', '正常.jpg', fileOf(JPG_HEAD)).expect(201)).body as {
      fileCode: string;
    };
    await ctx.stack.mock('put', '/__mock/file-content', {
      transCode: row.transCode,
      fileCode: stored.fileCode,
      fileCntBase64: base64,
    });
    const broken = await ctx.agent.get(`/api/proposals/${row.transCode}/files/${stored.fileCode}`);
    expect(broken.status).toBe(502);
    expect(broken.body.error).toMatchObject({
      code: 'CORE_CONTENT_REFUSED',
      message: am.FILE_CONTENT_BROKEN,
    });
  });
});

describe('check items', () => {
  it('loads every group, the changed finance and the reasons needed; saves only what the schema allows', async () => {
    const row = await draft();
    // n1 as saved: 王大明's salary 120 against his last period's 100 (the mock core's check items, issue 41).
    await saveStep(ctx.agent, row.transCode, 'policyholder', HOLDER).expect(200);
    const res = await ctx.agent.get(`/api/proposals/${row.transCode}/check-items`).expect(200);
    expect(res.body.finance[0].values[0]).toEqual({
      field: 'salary',
      now: '120',
      last: '100',
      changed: true,
    });
    expect(res.body.groups.map((g: { group: string }) => g.group)).toEqual([
      'AG',
      'CA',
      'CR',
      'CM',
      'CT',
      'CE',
    ]);
    expect(res.body.reasonsNeeded).toContain('salaryReason');
    expect(res.body.agFileCount).toBe(0);
    const url = `/api/proposals/${row.transCode}/check-items`;
    const filled = {
      agResult: '已親晤',
      caResult: '無',
      crResult: '無',
      cmResult: '無',
      ctResult: '無',
      ceResult: '無',
      salaryReason: '調薪',
      oIncomeReason: '',
      hIncomeReason: '家庭收入增加',
      assetsReason: '',
    };
    expect(
      (await ctx.agent.post(url).set(CSRF).send({ executeFrom: 'tempSave', agResult: '草稿' })).body,
    ).toEqual({
      message: '暫存成功',
    });
    const noFile = await ctx.agent
      .post(url)
      .set(CSRF)
      .send({ executeFrom: 'nextStep', ...filled });
    expect(noFile.status).toBe(400);
    expect(noFile.body.error.message).toBe(am.AG_FILE_REQUIRED);
    await upload(row, 'AG', 'ag.jpg', fileOf(JPG_HEAD));
    const long = await ctx.agent
      .post(url)
      .set(CSRF)
      .send({ executeFrom: 'nextStep', ...filled, agResult: 'a'.repeat(201) });
    expect(long.body.error.message).toBe('業務員檢核說明最多200個字');
    expect(
      (
        await ctx.agent
          .post(url)
          .set(CSRF)
          .send({ executeFrom: 'nextStep', ...filled })
      ).body,
    ).toEqual({
      message: '儲存成功',
    });
    expect((await ctx.agent.get(url)).body.groups[0].description).toBe('已親晤');
  });

  it('turns the core errorMsg into 409 LEGACY_ERROR with its text', async () => {
    const accepted = await caseWhere(ctx.agent, (r) => r.polState === 'A');
    const res = await ctx.agent.get(`/api/proposals/${accepted.transCode}/check-items`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'LEGACY_ERROR', message: '此要保書目前狀態不可執行此功能' });
  });

  it('the 檢核總表: audit → 送審完成 for U with preSignState R, searchPageTempSave → 暫存完成, refused elsewhere', async () => {
    const resend = await caseWhere(ctx.agent, (r) => r.polState === 'U' && r.preSignState === 'R');
    const url = `/api/proposals/${resend.transCode}/check-items`;
    const data = (await ctx.agent.get(`${url}?fromSearch=Y`).expect(200)).body as {
      groups: { group: string }[];
      reasonsNeeded: string[];
    };
    const body: Record<string, string> = {};
    for (const g of data.groups) body[`${g.group.toLowerCase()}Result`] = '補正說明';
    for (const r of data.reasonsNeeded) body[r] = '原因';
    expect((await ctx.agent.post(url).set(CSRF).send({ executeFrom: 'searchPageTempSave' })).body).toEqual({
      message: am.RESEND_TEMP_SAVED,
    });
    expect(
      (
        await ctx.agent
          .post(url)
          .set(CSRF)
          .send({ executeFrom: 'audit', ...body })
      ).body,
    ).toEqual({
      message: am.RESEND_SUBMITTED,
    });
    const row = await draft();
    const refused = await ctx.agent
      .post(`/api/proposals/${row.transCode}/check-items`)
      .set(CSRF)
      .send({ executeFrom: 'audit', ...body });
    expect(refused.status).toBe(409);
  });
});

describe('attachments: BM1 and the step end', () => {
  it('a BM1 agent sees slot B and cannot finish n5 without it; another agent finishes without', async () => {
    const plain = await draft();
    expect((await ctx.agent.get('/api/upload-rules?polInsureType=M')).body).toEqual({
      maxBytes: 5_242_880,
      nameMax: 40,
      fileLimit: 10,
      otherFileLimit: 5,
      slots: ['C'],
    });
    await ctx.agent.post(`/api/proposals/${plain.transCode}/attachments/finish`).set(CSRF).expect(200);

    const bm1 = supertest.agent(ctx.stack.app);
    await loginAs(ctx.stack, bm1, 'AG00121');
    expect((await bm1.get('/api/upload-rules?polInsureType=R')).body.slots).toEqual(['A', 'B', 'C']);
    const own = await draft(bm1);
    const refused = await bm1.post(`/api/proposals/${own.transCode}/attachments/finish`).set(CSRF);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'INTERNAL_FORM_REQUIRED',
      message: am.INTERNAL_FORM_REQUIRED,
    });
    expect((await upload(own, 'B', '內部投保申請書.pdf', fileOf(PDF_HEAD), bm1)).status).toBe(201);
    await bm1.post(`/api/proposals/${own.transCode}/attachments/finish`).set(CSRF).expect(200);
  });
});
