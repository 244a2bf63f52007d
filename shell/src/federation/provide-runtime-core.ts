// The shell provides the federation runtime to the remotes (they are built with externalRuntime). Imported as
// an ES module so it shares the runtime copy already in the bundle; the plugin's `provideExternalRuntime`
// switch resolves its CommonJS build instead and ships the runtime twice (~21 KB compressed).
export { default } from '@module-federation/inject-external-runtime-core-plugin';
