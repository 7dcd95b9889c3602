import type { Kysely } from 'kysely';
import { createTestDatabase } from '../../test/helper';
import type { TestDatabase } from '../../test/helper';
import { PreparedQuery } from './prepared-query';
import type { Database } from './schema';
import { WriteTransactions } from './write-transaction';

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});

afterAll(async () => {
  await database.dispose();
});

const countryByName = new PreparedQuery(['name'], (trx, slots: { name: string }) =>
  trx
    .selectFrom('countries')
    .select(['name', 'sort_order'])
    .where('name', '=', slots.name)
    .where('sort_order', '>=', 0),
);

const addCountry = new PreparedQuery(
  ['name', 'sortOrder'],
  (trx, slots: { name: string; sortOrder: number }) =>
    trx
      .insertInto('countries')
      .values({ name: slots.name, phone_code: '+0', sort_order: slots.sortOrder })
      .returning('name'),
);

describe('PreparedQuery', () => {
  it('runs one compiled query with the values of each call, keeping its other values', async () => {
    const transactions = new WriteTransactions(db);
    await transactions.run(async (trx) => {
      expect(await addCountry.first(trx, { name: 'Nepal', sortOrder: 3 })).toEqual({
        name: 'Nepal',
      });
      await addCountry.execute(trx, { name: 'Bhutan', sortOrder: 4 });
    });
    expect(await countryByName.first(db, { name: 'Bhutan' })).toEqual({
      name: 'Bhutan',
      sort_order: 4,
    });
    expect(await countryByName.first(db, { name: 'Nepal' })).toEqual({
      name: 'Nepal',
      sort_order: 3,
    });
    expect(await countryByName.first(db, { name: 'Atlantis' })).toBeUndefined();
  });

  it('refuses a slot that is not a value of the query', async () => {
    const shapeByValue = new PreparedQuery(['limit'], (trx, slots: { limit: number }) =>
      trx
        .selectFrom('countries')
        .select('name')
        .$if(slots.limit > 1, (query) => query.limit(1)),
    );
    await expect(shapeByValue.execute(db, { limit: 5 })).rejects.toThrow(
      'Prepared query: limit must be values of the query.',
    );
  });
});
