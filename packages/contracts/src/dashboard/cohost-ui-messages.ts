/** The dashboard's texts for privacy, co-hosts and the activity log (issue 35). */
export const coHostUiMessages = {} as const;
