import { binary, CSRF, useStack } from '../support/stack';
import { caseWhere } from '../support/proposals';

const ctx = useStack({}, { login: 'AG00001', reset: true });

/** Every byte value, twice, after a real file head: nothing may be re-encoded on the way. */
const allBytes = (head: Buffer) =>
  Buffer.concat([head, Buffer.from([...Array(512).keys()].map((i) => i % 256))]);

describe('bodies are forwarded byte-exact', () => {
  it("a streamed download is the core's bytes, untouched", async () => {
    const file = allBytes(Buffer.from('%PDF-1.4\n'));
    await ctx.stack.mock('put', '/__mock/form-file', { base64: file.toString('base64') });
    try {
      const code = ((await ctx.agent.get('/api/forms').expect(200)).body as { formCode: string }[])[0]!
        .formCode;
      const res = await ctx.agent.get(`/api/forms/${code}/download`).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(res.body as Buffer, file)).toBe(0);
    } finally {
      await ctx.stack.mock('delete', '/__mock/form-file');
    }
  });

  it('an uploaded file reaches the core and comes back byte for byte', async () => {
    const row = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
    const file = allBytes(Buffer.from('%PDF-1.7\n'));
    const q = new URLSearchParams({ fileType: 'C', fileName: 'bytes.pdf', stepCode: 'INS_S5' });
    const stored = await ctx.agent
      .post(`/api/proposals/${row.transCode}/files?${q}`)
      .set(CSRF)
      .set('Content-Type', 'application/octet-stream')
      .send(file)
      .expect(201);
    const back = await ctx.agent
      .get(`/api/proposals/${row.transCode}/files/${(stored.body as { fileCode: string }).fileCode}`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(Buffer.compare(back.body as Buffer, file)).toBe(0);
  });
});
