import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchMock = vi.hoisted(() => {
  const fn = vi.fn<(req: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', fn);
  return fn;
});
const shown = vi.hoisted(() => ({ redirect: vi.fn(), alert: vi.fn(), notice: vi.fn(), activity: vi.fn() }));
vi.mock('../navigation', () => ({ redirectToLogin: shown.redirect }));
vi.mock('../alerts', () => ({ showErrorAlert: shown.alert, showNotice: shown.notice }));
vi.mock('../session-activity', () => ({ notifySessionActivity: shown.activity }));

const { getRoles } = await import('@/api/get-roles');
const { api, unwrap } = await import('../api-client');
const { ApiError } = await import('../api-error');

const envelope = (code: string, status: number, message = '') =>
  new Response(JSON.stringify({ error: { code, status, message, timestamp: '2026-01-02T03:04:05Z' } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  fetchMock.mockReset();
  for (const fn of Object.values(shown)) fn.mockReset();
});

describe('the error policy travels with the call (GET /api/auth/roles from two screens)', () => {
  it("home's role switch (default policy): a 401 goes to login", async () => {
    fetchMock.mockResolvedValue(envelope('UNAUTHORIZED', 401));
    await expect(getRoles()).rejects.toBeInstanceOf(ApiError);
    expect(shown.redirect).toHaveBeenCalledTimes(1);
    expect(shown.alert).not.toHaveBeenCalled();
  });

  it('the login step (inline policy): the same 401 is left to the form, no redirect and no alert', async () => {
    fetchMock.mockResolvedValue(envelope('UNAUTHORIZED', 401));
    await expect(getRoles('inline')).rejects.toMatchObject({ body: { status: 401 } });
    expect(shown.redirect).not.toHaveBeenCalled();
    expect(shown.alert).not.toHaveBeenCalled();
  });

  it('a default call alerts a catalogue error; a silent one shows nothing', async () => {
    fetchMock.mockResolvedValue(envelope('SERVER_BUSY', 500, '忙碌'));
    await expect(unwrap(api().GET('/api/common/menu'))).rejects.toBeInstanceOf(ApiError);
    expect(shown.alert).toHaveBeenCalledWith(expect.objectContaining({ message: '忙碌', reload: true }));
    shown.alert.mockReset();
    fetchMock.mockResolvedValue(envelope('SERVER_BUSY', 500, '忙碌'));
    await expect(unwrap(api({ errors: 'silent' }).GET('/api/common/menu'))).rejects.toBeInstanceOf(ApiError);
    expect(shown.alert).not.toHaveBeenCalled();
  });

  it("an error envelope is read as usual and keeps the BFF's request id (support finds the log line)", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          error: { code: 'NOT_FOUND', status: 404, message: '查無', timestamp: '', requestId: 'r-1' },
        }),
        { status: 404, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    await expect(unwrap(api().GET('/api/common/menu'))).rejects.toMatchObject({
      body: { code: 'NOT_FOUND', message: '查無', requestId: 'r-1' },
    });
    expect(shown.alert).toHaveBeenCalledWith(expect.objectContaining({ message: '查無', requestId: 'r-1' }));
  });

  it('a success slides the session countdown unless the call says it does not', async () => {
    fetchMock.mockImplementation(async () => new Response('{"roles":[]}', { status: 200 }));
    await getRoles();
    expect(shown.activity).toHaveBeenCalledTimes(1);
    await unwrap(api({ slides: false }).GET('/api/auth/roles'));
    expect(shown.activity).toHaveBeenCalledTimes(1);
  });

  it('writes carry the X-CSRF header, reads do not', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
    await api().POST('/api/auth/keepalive');
    await api().GET('/api/common/menu');
    const [post, get] = fetchMock.mock.calls.map(([r]) => r);
    expect(post?.headers.get('X-CSRF')).toBe('1');
    expect(get?.headers.get('X-CSRF')).toBeNull();
  });
});

describe("the BFF's business clock (CORE_CLOCK outside production)", () => {
  it('an answer saying the gap moves the date pickers; production sends no header and nothing moves', async () => {
    const { businessToday, followBusinessClock } = await import('../dayjs');
    const today = businessToday().format('YYYY-MM-DD');
    fetchMock.mockImplementation(
      async () => new Response('[]', { status: 200, headers: { 'X-Clock-Offset-Ms': String(86_400_000) } }),
    );
    try {
      await api().GET('/api/common/menu');
      expect(businessToday().diff(today, 'day')).toBe(1);
      fetchMock.mockImplementation(async () => new Response('[]', { status: 200 }));
      await api().GET('/api/common/menu');
      expect(businessToday().diff(today, 'day')).toBe(1);
    } finally {
      followBusinessClock(0);
    }
  });
});
