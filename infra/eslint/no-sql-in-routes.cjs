// ESLint rule: route handlers and domain rules hold no SQL. A file under services/<service>/src/routes/ or
// services/<service>/src/domain/ may not run a query itself (em.execute, em.getConnection(), em.getKnex()), import
// MikroORM's raw-SQL helpers, or carry SQL statement text; queries live in services/<service>/src/repositories/<table>.ts.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const checkedFile = /^services\/([^/]+)\/src\/(routes|domain)\//;
const rawCalls = new Set(['execute', 'getConnection', 'getKnex']);
const rawHelpers = new Set(['raw', 'sql']);
// The start of a statement: select … from, insert into, update … set, delete from, or a common table expression.
const statement =
  /^\s*(select\s[\s\S]*?\sfrom\s|insert\s+into\s|update\s+\S+(\s+as\s+\S+|\s+\w+)?\s+set\s|delete\s+from\s|with\s+\w+\s+as\s*\()/i;

/** { service: 'dashboard', layer: 'route' } for a file in services/dashboard/src/routes/, else null. */
function checkedFileOf(file) {
  const match = checkedFile.exec(path.relative(repoRoot, file).split(path.sep).join('/'));
  return match ? { service: match[1], layer: match[2] === 'routes' ? 'route' : 'domain' } : null;
}

const noSqlInRoutesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Route handlers and domain modules hold no SQL: queries live in the service’s repositories' },
    schema: [],
  },
  create(context) {
    const checked = checkedFileOf(context.filename);
    if (!checked) return {};
    const home = `services/${checked.service}/src/repositories/<table>.ts`;
    const report = (node, what) =>
      context.report({ node, message: `${what} in a ${checked.layer} module: move the query into ${home}` });
    const checkText = (node, text) => {
      if (statement.test(text)) report(node, 'SQL text');
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.property.type === 'Identifier' &&
          rawCalls.has(callee.property.name)
        ) {
          report(node, `.${callee.property.name}()`);
        }
      },
      ImportDeclaration(node) {
        if (typeof node.source.value !== 'string' || !node.source.value.startsWith('@mikro-orm/')) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && rawHelpers.has(specifier.imported.name))
            report(specifier, `'${specifier.imported.name}' from ${node.source.value}`);
        }
      },
      Literal(node) {
        if (typeof node.value === 'string') checkText(node, node.value);
      },
      TemplateLiteral(node) {
        checkText(node, node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('?'));
      },
    };
  },
};

module.exports = { noSqlInRoutesRule };
