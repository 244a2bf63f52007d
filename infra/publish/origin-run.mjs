// Runs the release generators of static-origin.mjs against an origin: a folder answers each call at once, so the
// whole release stays synchronous; a bucket answers with promises, and the release becomes one.
import { folderOrigin } from './origin-folder.mjs';

const isPromise = (value) => typeof value?.then === 'function';

/** Drives a generator of origin calls: synchronously while they return values, asynchronously once one is a promise. */
function drive(iterator) {
  const resume = (method, input) => {
    let step = iterator[method](input);
    while (!step.done) {
      if (isPromise(step.value))
        return step.value.then(
          (value) => resume('next', value),
          (error) => resume('throw', error),
        );
      step = iterator.next(step.value);
    }
    return step.value;
  };
  return resume('next', undefined);
}

export const originOf = ({ origin, staticDir }) => origin ?? folderOrigin(staticDir);
/** A folder's result as a value (its errors thrown), a bucket's as a promise (its errors rejected). */
export const run = (origin, generator) =>
  origin.async ? Promise.resolve().then(() => drive(generator)) : drive(generator);
/** Several origin calls at once: a promise of their values if any is a promise. */
export const all = (values) => (values.some(isPromise) ? Promise.all(values) : values);
