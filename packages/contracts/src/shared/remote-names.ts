/** The four remotes, and the words the route contract uses (kept apart from the route table the shell never loads). */
export const remoteNames = ['marketing', 'invitation', 'dashboard', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];
export type RouteOwner = RemoteName | 'shell';
/** public: anyone; user: signed in; admin: signed in with the admin role. */
export type RouteAccess = 'public' | 'user' | 'admin';
/** site: the public top bar and footer around the page; bare: the page owns the whole screen. */
export type RouteChrome = 'site' | 'bare';

/** The route contract's major version: a shell mounts only remotes that publish this major. */
export const routeContractMajor = 1;
