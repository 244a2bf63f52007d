// The private test databases live with the schema, in @undangin/db/testing.
export { changedTables, privateDatabase, type PrivateDatabase, type Snapshot } from '@undangin/db/testing';
