import { closeOwnerDbs } from '@undangin/service-kit/testing';

// The owner connections a test file's fixtures kept open go with the file.
afterAll(() => closeOwnerDbs());
