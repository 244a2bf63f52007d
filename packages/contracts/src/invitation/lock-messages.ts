/** The guest page's texts for a private invitation (issue 35); the service's own messages are privacyMessages. */
export const lockMessages = {} as const;
