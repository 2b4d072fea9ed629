import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { importIssuesOf } from './import-issues';

describe('importIssuesOf', () => {
  it('reads every bad row of a refused import from the error fields, in line order', () => {
    const error = new ApiError(400, {
      title: 'Some rows are not valid; nothing was imported',
      code: 'VALIDATION',
      fields: {
        '12.en': ['Content must be at least 2 characters'],
        '3.name': ['Enter a description', 'Description must be at least 2 characters'],
        '3.is_active': ['Enter 1 or 0'],
      },
    });
    expect(importIssuesOf(error)).toEqual([
      { line: 3, field: 'name', message: 'Enter a description' },
      { line: 3, field: 'name', message: 'Description must be at least 2 characters' },
      { line: 3, field: 'is_active', message: 'Enter 1 or 0' },
      { line: 12, field: 'en', message: 'Content must be at least 2 characters' },
    ]);
  });

  it('finds no rows in other errors', () => {
    expect(
      importIssuesOf(new ApiError(400, { code: 'VALIDATION', fields: { csv: ['The file has no rows'] } })),
    ).toEqual([]);
    expect(importIssuesOf(new Error('offline'))).toEqual([]);
  });
});
