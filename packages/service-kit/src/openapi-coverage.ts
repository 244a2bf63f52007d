import type { App } from './build-service';

/** One route as the service's OpenAPI document describes it. */
export interface DocumentedRoute {
  method: string;
  path: string;
  tags: string[];
  summary: string | undefined;
  responses: string[];
  parameters: string[];
  body: boolean;
}

/**
 * The routes of `app` as its own /openapi.json publishes them (what an API client generates its code from), in the
 * order the service registered them; hidden routes (pages, health, the document itself) are left out.
 */
export async function documentedRoutes(app: App, prefix: string): Promise<DocumentedRoute[]> {
  const document = (await app.inject({ url: `${prefix}/openapi.json` })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          tags?: string[];
          summary?: string;
          responses?: Record<string, unknown>;
          parameters?: Array<{ name: string; in: string }>;
          requestBody?: unknown;
        }
      >
    >;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      tags: operation.tags ?? [],
      summary: operation.summary,
      responses: Object.keys(operation.responses ?? {}).sort(),
      parameters: (operation.parameters ?? []).map((p) => `${p.in}:${p.name}`).sort(),
      body: operation.requestBody !== undefined,
    })),
  );
}
