// ESLint rule: a remote (mf-*/src) calls the services only through the platform's API layer: RTK Query for JSON,
// uploadFile / downloadFile / requestJson from @undangin/platform/upload for the rest. Those refresh the session on a
// 401 and own the one error shape; a raw fetch does neither. packages/platform itself may use fetch.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const isRemoteSource = (file) => /^mf-[^/]+\/src\//.test(path.relative(repoRoot, file).split(path.sep).join('/'));
const globals = new Set(['window', 'globalThis', 'self']);

/** `fetch(…)`, `window.fetch(…)`, `globalThis.fetch(…)`, `self.fetch(…)`. */
function isFetch(callee) {
  if (callee.type === 'Identifier') return callee.name === 'fetch';
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.property.type === 'Identifier' &&
    callee.property.name === 'fetch' &&
    callee.object.type === 'Identifier' &&
    globals.has(callee.object.name)
  );
}

const noRawFetchRule = {
  meta: {
    type: 'problem',
    docs: { description: "No raw fetch in a remote: calls go through the platform's API layer" },
    schema: [],
    messages: {
      rawFetch:
        "No raw fetch in a remote: use an RTK Query endpoint of '@undangin/platform/api' for JSON, or uploadFile / downloadFile / requestJson from '@undangin/platform/upload' (they refresh the session on a 401).",
    },
  },
  create(context) {
    if (!isRemoteSource(context.filename)) return {};
    return {
      CallExpression: (node) => isFetch(node.callee) && context.report({ node, messageId: 'rawFetch' }),
    };
  },
};

module.exports = { noRawFetchRule };
