// Only api/src/ledger/ writes ledger tables and balances (DESIGN.md section 5, STYLE.md): every
// coin moves through the Ledger, in one transaction, as entries that sum to zero. The config turns
// this rule on for api/ outside src/ledger/; it reports, wherever it is on:
//
// - Kysely writes whose table is a ledger table: insertInto / updateTable / deleteFrom /
//   replaceInto / mergeInto('ledger_...'), aliases and schema prefixes included;
// - a balance column written by .set() or .values() on any table;
// - raw SQL in any string or template (sql``, sql.raw(), prepare()) that inserts into, updates,
//   deletes from, replaces, merges into or truncates a ledger table, or sets a balance column.

const WRITE_METHODS = new Set([
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
]);
const VALUE_METHODS = new Set(['set', 'values']);

const LEDGER_TABLE = /^ledger_\w+$/;
/** balance, balance_minor, current_balance, ... */
const BALANCE_COLUMN = /(^|_)balance(_|$)/i;

const RAW_LEDGER_WRITE =
  /\b(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from|replace\s+into|merge\s+into|truncate(?:\s+table)?)\s+(?:only\s+)?(?:["`]?\w+["`]?\.)?["`]?(ledger_\w+)/i;
const RAW_BALANCE_WRITE = /\bupdate\b[\s\S]*?\bset\b[\s\S]*?["`]?(\w*balance\w*)["`]?\s*=(?!=)/i;

const MESSAGES = {
  ledgerTable:
    'Only api/src/ledger/ writes {{table}}: move coins through the Ledger (transfer, hold, ' +
    'postHold, voidHold, credit) so they move in one transaction and sum to zero.',
  balanceColumn:
    'Only api/src/ledger/ writes balances ({{column}}): a balance changes only with the ledger ' +
    'entries that explain it.',
};

/** The table a Kysely table argument names: `ledger_accounts as a` → `ledger_accounts`. */
function tableName(text) {
  const name = text.trim().split(/\s+/)[0] ?? '';
  return name.slice(name.lastIndexOf('.') + 1);
}

function literalString(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0]?.value.cooked ?? null;
  }
  return null;
}

/**
 * A template's text with each `${...}` replaced by what it names when it is a call with a string
 * (sql.table('ledger_accounts'), sql.id(...), sql.ref(...)), else by a placeholder.
 */
function templateText(node) {
  return node.quasis
    .map((quasi, index) => {
      const expression = node.expressions[index];
      if (!expression) return quasi.value.cooked ?? '';
      const named =
        expression.type === 'CallExpression' ? literalString(expression.arguments[0]) : null;
      return `${quasi.value.cooked ?? ''}${named ?? ' ? '}`;
    })
    .join('');
}

/** The object literal a .set()/.values() call writes: `{...}` or `(eb) => ({...})`. */
function writtenObject(node) {
  if (node?.type === 'ObjectExpression') return node;
  if (node?.type === 'ArrowFunctionExpression' && node.body.type === 'ObjectExpression') {
    return node.body;
  }
  return null;
}

function keyName(property) {
  if (property.type !== 'Property') return null;
  if (property.key.type === 'Identifier' && !property.computed) return property.key.name;
  return literalString(property.key);
}

/** @type {import('eslint').Rule.RuleModule} */
export const ledgerWrites = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the ledger writes ledger tables and balances.' },
    schema: [],
    messages: MESSAGES,
  },
  create(context) {
    function checkSql(node, text) {
      const table = RAW_LEDGER_WRITE.exec(text);
      if (table) {
        context.report({ node, messageId: 'ledgerTable', data: { table: table[1] } });
        return;
      }
      const column = RAW_BALANCE_WRITE.exec(text);
      if (column) context.report({ node, messageId: 'balanceColumn', data: { column: column[1] } });
    }

    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (WRITE_METHODS.has(method)) {
          const [first] = node.arguments;
          const names = first?.type === 'ArrayExpression' ? first.elements : [first];
          for (const argument of names) {
            const text = literalString(argument);
            const table = text === null ? null : tableName(text);
            if (table !== null && LEDGER_TABLE.test(table)) {
              context.report({ node: argument, messageId: 'ledgerTable', data: { table } });
            }
          }
        } else if (VALUE_METHODS.has(method)) {
          const values = writtenObject(node.arguments[0]);
          for (const property of values?.properties ?? []) {
            const column = keyName(property);
            if (column !== null && BALANCE_COLUMN.test(column)) {
              context.report({ node: property, messageId: 'balanceColumn', data: { column } });
            }
          }
        }
      },
      Literal(node) {
        if (typeof node.value === 'string') checkSql(node, node.value);
      },
      TemplateLiteral(node) {
        checkSql(node, templateText(node));
      },
    };
  },
};
