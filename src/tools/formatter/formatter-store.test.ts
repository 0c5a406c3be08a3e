import { describe, expect, it } from 'vitest';
import { FORMAT_LANGUAGES, type FormatLanguageId } from '@workers/format/meta';
import { createFormatterStore, formatterError } from './formatter-store';

const lang = (id: FormatLanguageId) => FORMAT_LANGUAGES.find((l) => l.id === id)!;

describe('formatterError', () => {
  it.each([
    ['json', { message: "Expected ',' or '}' after property value, found 'x'", line: 3, column: 7 }, 'Invalid JSON format. Please check your JSON syntax.', ["Expected ',' or '}' after property value, found 'x' at line 3, column 7"]],
    ['json', { message: 'Unexpected end of input' }, 'Invalid JSON format. Please check your JSON syntax.', ['Unexpected end of input']],
    ['xml', { message: 'Mismatched closing tag </b> at line 1, column 9', line: 1, column: 9 }, 'Invalid XML: Mismatched closing tag </b> at line 1, column 9', []],
    ['python', { message: 'Expected an expression at line 2', line: 2 }, 'Expected an expression at line 2', ['Please check your PYTHON syntax or input']],
    ['cpp', { message: '' }, 'Failed to process code', ['Please check your C++ syntax or input']],
    ['javascript', {}, 'Failed to process code', ['Please check your JAVASCRIPT syntax or input']],
    ['css', { message: 'Unsupported language: css' }, 'Unsupported language: css', []],
    ['json', { message: 'Please enter some code to format' }, 'Please enter some code to format', []],
  ] as const)('%s %j', (id, error, message, details) => {
    expect(formatterError(lang(id), error)).toEqual({ message, details });
  });
});

describe('createFormatterStore', () => {
  it('keeps the SQL dialect per screen, standard SQL by default', () => {
    const a = createFormatterStore();
    const b = createFormatterStore();
    expect(a.getState().sqlDialect).toBe('sql');
    a.getState().setSqlDialect('postgresql');
    expect([a.getState().sqlDialect, b.getState().sqlDialect]).toEqual(['postgresql', 'sql']);
  });
});
