import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { toSql } from './exports';
import type { JsonRecord } from './generate';
import { SQL_DIALECTS } from './meta';

/** Hostile values: a break-out under backslash escaping, quotes, a backslash before a line break, non-ASCII. */
const HOSTILE = "\\'); DROP TABLE t; --";
const records: JsonRecord[] = [
  { id: 1, text: HOSTILE, ok: true, nested: { q: "it's \\" } },
  { id: 2, text: 'back\\\nslash, "quotes", Zürich 東京 \u{1F600}', ok: false, nested: null },
];

describe('SQL export per dialect', () => {
  it('loads into SQLite as written: every hostile string comes back as one value and the table stays', async () => {
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.run('CREATE TABLE "we""ird t" (id INTEGER, text TEXT, ok INTEGER, nested TEXT); CREATE TABLE t (x INTEGER);');
    db.run(toSql(records, 'we"ird t', 'sqlite'));
    const rows = db.exec('SELECT id, text, ok, nested FROM "we""ird t" ORDER BY id')[0].values;
    expect(rows).toEqual([
      [1, HOSTILE, 1, JSON.stringify({ q: "it's \\" })],
      [2, 'back\\\nslash, "quotes", Zürich 東京 \u{1F600}', 0, null],
    ]);
    expect(db.exec("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")[0].values).toEqual([['t'], ['we"ird t']]);
    db.close();
  });

  it('standard SQL doubles quotes and leaves backslashes alone', () => {
    expect(toSql([{ a: HOSTILE, b: true }], 't', 'standard')).toBe(`INSERT INTO "t" ("a", "b") VALUES ('\\''); DROP TABLE t; --', TRUE);\n`);
  });

  it('MySQL / MariaDB escapes backslashes and control characters, doubles quotes and uses backticks', () => {
    expect(toSql([{ 'a`b': HOSTILE, c: 'nul\0 cr\r lf\n ^Z\x1a', d: false }], 'my`t', 'mysql')).toBe(
      "INSERT INTO `my``t` (`a``b`, `c`, `d`) VALUES ('\\\\''); DROP TABLE t; --', 'nul\\0 cr\\r lf\\n ^Z\\Z', FALSE);\n",
    );
  });

  /** Reads a MySQL string literal back the way MySQL does in its default mode. */
  const readMysqlLiteral = (sql: string): { value: string; rest: string } => {
    expect(sql[0]).toBe("'");
    const map: Record<string, string> = { '0': '\0', n: '\n', r: '\r', Z: '\x1a', '\\': '\\', "'": "'", '"': '"' };
    let value = '';
    let i = 1;
    for (;;) {
      const c = sql[i];
      if (c === undefined) throw new Error('unterminated');
      if (c === '\\') {
        value += map[sql[i + 1]] ?? sql[i + 1];
        i += 2;
      } else if (c === "'" && sql[i + 1] === "'") {
        value += "'";
        i += 2;
      } else if (c === "'") return { value, rest: sql.slice(i + 1) };
      else value += sql[i++];
    }
  };

  it('MySQL reads each value back whole: the literal ends exactly where the value does', () => {
    for (const v of [HOSTILE, "'\\'", '\\\\\'', 'a\\', "x'); DROP TABLE t; -- \\"]) {
      const sql = toSql([{ v }], 't', 'mysql');
      const literal = sql.slice(sql.indexOf('VALUES (') + 'VALUES ('.length);
      expect(readMysqlLiteral(literal)).toEqual({ value: v, rest: ');\n' });
    }
  });

  it('PostgreSQL writes an escape string when a backslash occurs, so the setting of standard_conforming_strings does not matter', () => {
    expect(toSql([{ a: HOSTILE, b: "plain 'q'", c: true }], 't', 'postgresql')).toBe(
      `INSERT INTO "t" ("a", "b", "c") VALUES (E'\\\\''); DROP TABLE t; --', 'plain ''q''', TRUE);\n`,
    );
  });

  it('SQL Server brackets identifiers, writes N strings for non-ASCII, 1/0 for booleans, and keeps a backslash before a line break', () => {
    expect(toSql([{ 'a]b': HOSTILE, c: 'Zürich', d: true, e: 'x\\\ny' }], 'my]t', 'sqlserver')).toBe(
      `INSERT INTO [my]]t] ([a]]b], [c], [d], [e]) VALUES ('\\''); DROP TABLE t; --', N'Zürich', 1, 'x\\' + '\ny');\n`,
    );
  });

  it.each([
    ['standard', '"people"', '"the ""id"""'],
    ['postgresql', '"people"', '"the ""id"""'],
    ['mysql', '`people`', '`the "id"`'],
    ['sqlite', '"people"', '"the ""id"""'],
    ['sqlserver', '[people]', '[the "id"]'],
  ] as const)('%s quotes the table as %s and a column as %s', (dialect, table, column) => {
    expect(SQL_DIALECTS).toContain(dialect);
    expect(toSql([{ 'the "id"': 7 }], 'people', dialect)).toBe(`INSERT INTO ${table} (${column}) VALUES (7);\n`);
  });
});
