import SqliteDatabase from 'better-sqlite3';
import { withStatementCache } from './statement-cache';

function open() {
  const sqlite = new SqliteDatabase(':memory:');
  sqlite.exec('create table t (id integer primary key, v text)');
  sqlite.exec("insert into t (v) values ('a'), ('b')");
  return sqlite;
}

it('prepares a statement once per SQL text and reuses it', () => {
  const db = withStatementCache(open());
  const first = db.prepare('select v from t where id = ?');
  expect(db.prepare('select v from t where id = ?')).toBe(first);
  expect(db.prepare('select v from t where id = ? ')).not.toBe(first);
  expect(first.all([2])).toEqual([{ v: 'b' }]);
  db.close();
});

it('hands out a fresh statement while the kept one is still iterating', () => {
  const db = withStatementCache(open());
  const kept = db.prepare('select v from t order by id');
  const rows = kept.iterate([]);
  rows.next();
  const other = db.prepare('select v from t order by id');
  expect(other).not.toBe(kept);
  expect(other.all([])).toEqual([{ v: 'a' }, { v: 'b' }]);
  rows.return?.();
  expect(db.prepare('select v from t order by id')).toBe(kept);
  db.close();
});

it('keeps at most `size` statements, dropping the oldest', () => {
  const db = withStatementCache(open(), 2);
  const one = db.prepare('select 1');
  db.prepare('select 2');
  db.prepare('select 3');
  expect(db.prepare('select 1')).not.toBe(one);
  db.close();
});

it('keeps working across a schema change (SQLite re-prepares the kept statement)', () => {
  const sqlite = open();
  const db = withStatementCache(sqlite);
  expect(db.prepare('select * from t where id = ?').all([1])).toEqual([{ id: 1, v: 'a' }]);
  sqlite.exec('drop table t');
  sqlite.exec('create table t (id integer primary key, v text, w integer)');
  sqlite.exec("insert into t (v, w) values ('c', 7)");
  expect(db.prepare('select * from t where id = ?').all([1])).toEqual([{ id: 1, v: 'c', w: 7 }]);
  db.close();
});
