export default async function globalTeardown() {
  await globalThis.__undanginPostgres?.stop();
}
