// ESLint rule of api/: every write goes through WriteTransactions.run (src/db/write-transaction.ts),
// which begins IMMEDIATE on SQLite and waits for the write lock without blocking the process. It
// reports the ways around it: Kysely's own transaction() (DEFERRED on SQLite), a raw connection,
// transaction statements in raw SQL, and writes on the outer `db` handle (inside the helper the
// handle is the work's `trx`). See api/README.md, "Write transactions".

const WRITE_BUILDERS = new Set([
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
]);
const TRANSACTION_SQL = /^\s*(begin|commit|end|rollback|savepoint|release)\b/i;
const WRITE_SQL = /^\s*(insert|update|delete|replace)\b/i;
const HELPER = 'WriteTransactions.run (src/db/write-transaction.ts)';

/** The name an expression ends in: `db` for `db`, `this.db`, `ctx.database.db`. */
function lastName(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    return node.property.name;
  }
  if (node.type === 'TSNonNullExpression' || node.type === 'TSAsExpression') {
    return lastName(node.expression);
  }
  return null;
}

const isOuterDatabase = (node) => ['db', 'database'].includes(lastName(node) ?? '');

function sqlText(node) {
  if (node.type !== 'TaggedTemplateExpression' || lastName(node.tag) !== 'sql') return null;
  return node.quasi.quasis.map((quasi) => quasi.value.raw).join('?');
}

export const writeTransactionsOnly = {
  meta: {
    type: 'problem',
    docs: { description: `Writes go through ${HELPER}.` },
    messages: {
      transaction: `Open write transactions with ${HELPER}: Kysely's transaction() begins DEFERRED on SQLite. A read-only snapshot is readSnapshot().`,
      connection: `A raw connection bypasses ${HELPER}.`,
      transactionSql: `Transaction statements belong to ${HELPER} alone.`,
      outerWrite: `Write inside ${HELPER}, on the trx it gives, not on the outer database handle.`,
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        const method = callee.property.type === 'Identifier' ? callee.property.name : null;
        if (method === 'transaction' || method === 'startTransaction') {
          context.report({ node, messageId: 'transaction' });
        } else if (method === 'connection' && isOuterDatabase(callee.object)) {
          context.report({ node, messageId: 'connection' });
        } else if (WRITE_BUILDERS.has(method) && isOuterDatabase(callee.object)) {
          context.report({ node, messageId: 'outerWrite' });
        } else if (method === 'execute') {
          const text = sqlText(callee.object);
          if (text === null) return;
          if (TRANSACTION_SQL.test(text)) {
            context.report({ node, messageId: 'transactionSql' });
          } else if (
            WRITE_SQL.test(text) &&
            node.arguments[0] &&
            isOuterDatabase(node.arguments[0])
          ) {
            context.report({ node, messageId: 'outerWrite' });
          }
        }
      },
    };
  },
};
