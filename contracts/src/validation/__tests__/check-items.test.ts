import { attachmentsSchema, checkItemsSchema } from '../check-items';

const errorsOf = async (value: object, context: object = {}): Promise<string[]> => {
  try {
    await checkItemsSchema.validate(value, { abortEarly: false, context });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
};

describe('checkItemsSchema', () => {
  const facts = { shownGroups: ['AG', 'CR'], reasonsNeeded: ['salaryReason'], agFileCount: 1 };

  it('needs a description for each shown group, a reason for each change and an AG file', async () => {
    expect(await errorsOf({ ...facts, agFileCount: 0 })).toEqual([
      '請輸入業務員檢核說明',
      '請輸入風險屬性檢核說明',
      '請輸入薪資收入異動原因',
      '業務員檢核項目至少需上傳一個檔案!',
    ]);
  });

  it('passes when filled; groups not shown and reasons not needed may stay empty', async () => {
    expect(await errorsOf({ ...facts, agResult: '親晤', crResult: '正常', salaryReason: '加薪' })).toEqual(
      [],
    );
  });

  it('limits descriptions to 200 and reasons to 100 characters, exactly', async () => {
    const ok = { ...facts, agResult: 'a'.repeat(200), crResult: 'b', salaryReason: 'c'.repeat(100) };
    expect(await errorsOf(ok)).toEqual([]);
    expect(await errorsOf({ ...ok, agResult: 'a'.repeat(201), salaryReason: 'c'.repeat(101) })).toEqual([
      '業務員檢核說明最多200個字',
      '薪資收入異動原因最多100個字',
    ]);
  });

  it('checks only the lengths on a temporary save', async () => {
    expect(await errorsOf({ ...facts, agFileCount: 0 }, { temporary: true })).toEqual([]);
    expect(await errorsOf({ ...facts, ceResult: 'x'.repeat(201) }, { temporary: true })).toEqual([
      '其他檢核說明最多200個字',
    ]);
  });
});

describe('attachmentsSchema and pending files', () => {
  it('blocks pending files with 仍有檔案未上傳! and needs slot B only when shown', async () => {
    const run = (v: object) =>
      attachmentsSchema.validate(v, { abortEarly: false }).then(
        () => [],
        (e: { errors: string[] }) => e.errors,
      );
    expect(await run({ pendingFiles: 1 })).toEqual(['仍有檔案未上傳!']);
    expect(await run({ internalFormShown: true, internalFormCount: 0 })).toEqual(['請上傳內部投保申請書!']);
    expect(await run({ internalFormShown: true, internalFormCount: 1 })).toEqual([]);
    expect(await run({ internalFormShown: false })).toEqual([]);
  });
});
