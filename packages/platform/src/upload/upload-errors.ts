/** An upload that did not succeed; status 0 means no answer came back (the network failed). */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** An upload the user cancelled (its `signal` aborted). */
export class UploadCancelled extends Error {
  constructor() {
    super('');
    this.name = 'UploadCancelled';
  }
}
