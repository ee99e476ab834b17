import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainTable } from '../plain-table';

afterEach(cleanup);

describe('PlainTable', () => {
  it('a named table: one header row of column headers, one row per item with its cells in column order', () => {
    const rows = [
      { field: 'salary', label: '薪資收入', now: '120' },
      { field: 'pp', label: '動產', now: '300' },
    ];
    render(
      <PlainTable
        rows={rows}
        rowKey={(r) => r.field}
        aria-label="財務狀況"
        columns={[
          { title: '項目', width: 120, render: (r) => r.label },
          { title: '本次(萬元)', render: (r) => r.now },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: '財務狀況' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['項目', '本次(萬元)']);
    const body = within(table).getAllByRole('row').slice(1);
    expect(
      body.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['薪資收入', '120'],
      ['動產', '300'],
    ]);
  });
});
