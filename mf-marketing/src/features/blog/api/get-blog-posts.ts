import type { BlogPostSummary } from '@undangin/contracts';
import { api } from '@undangin/platform/api';

/** Published articles, newest first. */
const endpoint = api.injectEndpoints({
  endpoints: (build) => ({
    getBlogPosts: build.query<BlogPostSummary[], void>({ query: () => '/api/marketing/blog' }),
  }),
});

export const { useGetBlogPostsQuery } = endpoint;
