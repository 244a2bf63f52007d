// Loads a TypeScript worker through tsx when the service runs from its sources (npm start, the tests); a built image
// runs the compiled worker instead and never reads this file.
require('tsx/cjs');
require(require('node:worker_threads').workerData.entry);
