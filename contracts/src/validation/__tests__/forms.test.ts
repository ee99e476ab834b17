import { formSearchSchema, FORM_NAME_MAX } from '..';
import { ruleMessages } from '../../messages/rules';
import { errorsByPath } from './helpers';

describe('formSearchSchema', () => {
  it('accepts no criteria, and trims what is typed', async () => {
    expect(await errorsByPath(formSearchSchema, { formType: '', formName: '' })).toEqual({});
    expect(await formSearchSchema.validate({ formType: ' A1 ', formName: '  要保書 ' })).toEqual({
      formType: 'A1',
      formName: '要保書',
    });
  });

  it('refuses a name longer than the BFF accepts, with the catalogue wording', async () => {
    expect(await errorsByPath(formSearchSchema, { formName: '字'.repeat(FORM_NAME_MAX + 1) })).toEqual({
      formName: [ruleMessages.MAX_LENGTH('表單名稱', FORM_NAME_MAX)],
    });
    expect(await errorsByPath(formSearchSchema, { formName: '字'.repeat(FORM_NAME_MAX) })).toEqual({});
  });
});
