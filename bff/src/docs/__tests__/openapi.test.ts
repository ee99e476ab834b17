import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { loadBffDocument } from '../openapi';

describe('loadBffDocument', () => {
  const document = loadBffDocument();

  it('is bff.yaml as YAML.parse reads it', () => {
    const file = path.resolve(__dirname, '../../../../contracts/openapi/bff.yaml');
    expect(document).toEqual(YAML.parse(readFileSync(file, 'utf8')));
  });
});
