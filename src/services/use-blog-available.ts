/**
 * Whether the Blog links show: as the build found the blog (it read the posts from the provider),
 * so they are in the built header and footer and nothing shifts; then as GET /api/blog answers
 * (within 3 s, one post asked for), probed once per session per client.
 */
import { graphql, useStaticQuery } from 'gatsby';
import { useEffect, useState } from 'react';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';

const probes = new WeakMap<ApiClient, Promise<boolean>>();

/** Whether the build read the blog from the provider, with posts. */
function useBuiltBlogAvailable(): boolean {
  const data = useStaticQuery<Queries.BuildBlogAvailableQuery>(graphql`
    query BuildBlogAvailable {
      allBlogPost(limit: 1) {
        totalCount
      }
    }
  `);
  return (data.allBlogPost?.totalCount ?? 0) > 0;
}

export function useBlogAvailable(): boolean {
  const client = useApi();
  const [available, setAvailable] = useState(useBuiltBlogAvailable());
  useEffect(() => {
    let live = true;
    let probe = probes.get(client);
    if (!probe) {
      probe = client.blog.probe();
      probes.set(client, probe);
    }
    void probe.then((ok) => {
      if (live) setAvailable(ok);
    });
    return () => {
      live = false;
    };
  }, [client]);
  return available;
}
